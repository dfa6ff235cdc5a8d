import { graphql } from "gatsby";
import type { ReactNode } from "react";
import styled from "styled-components";
import { PRODUCT_KIND, type ProductKind } from "../../content-model/product-kinds";
import { appStoreLink } from "../../lib/app-store";
import { inCatalogueOrder } from "../../lib/catalogue-order";
import { AppStoreMark } from "../ui/AppStoreMark";
import { CardTitle } from "../ui/Card";
import { Section } from "../ui/Section";
import { Heading, Lead } from "../ui/Typography";
import { AppCard } from "./AppCard";
import { WebPlatformCard } from "./WebPlatformCard";

export const productsFragment = graphql`
  fragment Products on SiteContent {
    products {
      heading
      intro
      groups {
        kind
        heading
        tile {
          heading
          text
        }
      }
    }
  }
`;

interface ProductsSectionProps {
  readonly site: Queries.ProductsFragment;
  readonly apps: readonly Queries.AppCardFragment[];
  readonly webPlatforms: readonly Queries.WebPlatformCardFragment[];
}

/** A night-blue band after a group's cards: its mark, then its heading and text beside it. */
const Tile = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.tile};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

const TileHeading = styled(CardTitle)`
  margin-bottom: ${({ theme }) => theme.space.xxs};

  a {
    color: inherit;
  }
`;

const TileText = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.onNightSoft};
`;

const Intro = styled(Lead)`
  max-width: ${({ theme }) => theme.layout.measure};
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

/**
 * As many columns of cards as fit at the cards' narrowest, sharing the row: one card alone spans
 * the whole row (and lays itself out in two columns), two share it, five make rows of three.
 */
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.layout.cardMinWidth}), 1fr)
  );
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The products, one group per kind in site.yaml's order, each with its cards in catalogue order
 * and its tile; a group without products is left out: a heading over nothing helps no one.
 */
export function ProductsSection({ site, apps, webPlatforms }: ProductsSectionProps) {
  // The apps' tile is about all of them: it links to the App Store only for a single app with an ID.
  const [onlyApp, ...others] = apps;
  const storeLink = onlyApp?.appStore.id && others.length === 0 ? appStoreLink(onlyApp.appStore) : undefined;
  const cards: Record<ProductKind, ReactNode[]> = {
    [PRODUCT_KIND.apps]: inCatalogueOrder(apps).map((app) => <AppCard key={app.slug} app={app} />),
    [PRODUCT_KIND.webPlatforms]: inCatalogueOrder(webPlatforms).map((platform) => (
      <WebPlatformCard key={platform.slug} platform={platform} />
    )),
  };
  return (
    <Section id="products" heading={site.products.heading} tone="tinted">
      <Intro>{site.products.intro}</Intro>
      {site.products.groups.map(({ kind, heading, tile }) => {
        const ofKind = Object.entries(cards).find(([name]) => name === kind)?.[1] ?? [];
        if (ofKind.length === 0) return null;
        return (
          <Group key={kind} role="group" aria-labelledby={`group-${kind}`}>
            <Heading as="h3" $size="xxl" id={`group-${kind}`}>
              {heading}
            </Heading>
            <Cards>{ofKind}</Cards>
            {tile ? (
              <Tile aria-labelledby={`${kind}-tile`}>
                {kind === PRODUCT_KIND.apps ? <AppStoreMark /> : null}
                <div>
                  <TileHeading id={`${kind}-tile`}>
                    {kind === PRODUCT_KIND.apps && storeLink ? (
                      <a href={storeLink}>{tile.heading}</a>
                    ) : (
                      tile.heading
                    )}
                  </TileHeading>
                  <TileText>{tile.text}</TileText>
                </div>
              </Tile>
            ) : null}
          </Group>
        );
      })}
    </Section>
  );
}
