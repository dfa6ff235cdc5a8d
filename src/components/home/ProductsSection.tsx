import type { ReactNode } from "react";
import styled from "styled-components";
import { PRODUCT_KINDS } from "../../content-model/product-kinds";
import { Section } from "../ui/Section";
import { AppCard, type AppCardProps } from "./AppCard";
import { GroupTile, type GroupTileProps } from "./GroupTile";
import { WebPlatformCard, type WebPlatformCardProps } from "./WebPlatformCard";

interface ProductsSectionProps {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  /** The groups of products (ProductGroup), in order. */
  readonly children: ReactNode;
}

/** A tile after a group's cards, as its content gives it. */
export type ProductGroupTile = Omit<GroupTileProps, "id" | "appStoreMark">;

/** One group of the Products section: its heading, its cards in order, and its tile if any. */
export type ProductGroupProps =
  | {
      readonly kind: typeof PRODUCT_KINDS.apps;
      readonly heading: string;
      readonly tile: ProductGroupTile | null;
      readonly apps: readonly AppCardProps[];
    }
  | {
      readonly kind: typeof PRODUCT_KINDS.webPlatforms;
      readonly heading: string;
      readonly tile: ProductGroupTile | null;
      readonly platforms: readonly WebPlatformCardProps[];
    };

const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.measure};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Category = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
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

/** Products, grouped by kind: the heading, intro and groups. */
export function ProductsSection({ id, heading, intro, children }: ProductsSectionProps) {
  return (
    <Section id={id} heading={heading} tone="tinted">
      <Intro>{intro}</Intro>
      {children}
    </Section>
  );
}

/** One kind of product under its heading, e.g. the iOS Applications, then the group's tile. */
export function ProductGroup(group: ProductGroupProps) {
  const headingId = `group-${group.kind}`;
  const tileId = `${group.kind}-tile`;
  const cards =
    group.kind === PRODUCT_KINDS.apps
      ? group.apps.map((app) => <AppCard key={app.slug} {...app} />)
      : group.platforms.map((platform) => <WebPlatformCard key={platform.slug} {...platform} />);
  return (
    <Group role="group" aria-labelledby={headingId}>
      <Category id={headingId}>{group.heading}</Category>
      <Cards>{cards}</Cards>
      {group.tile ? (
        <GroupTile id={tileId} {...group.tile} appStoreMark={group.kind === PRODUCT_KINDS.apps} />
      ) : null}
    </Group>
  );
}
