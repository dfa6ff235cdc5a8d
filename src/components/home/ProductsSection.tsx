import type { ReactNode } from "react";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { AppCard, type AppCardProps } from "./AppCard";
import { AppStoreTile } from "./AppStoreTile";
import { DirectoryCard, type DirectoryCardProps } from "./DirectoryCard";

interface ProductsSectionProps {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  /** The groups of products (DirectoryGroup, AppGroup), in order. */
  readonly children: ReactNode;
}

const Intro = styled.p`
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Category = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

const AppGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

/*
 * The section and its groups live in one file, sharing its styles: the home page puts them
 * together (HomePage), and the editor's preview shows one group at a time.
 */

/** Products, grouped by kind (the web directory, then the iOS app): the heading, intro and groups. */
export function ProductsSection({ id, heading, intro, children }: ProductsSectionProps) {
  return (
    <Section id={id} heading={heading} tone="tinted">
      <Intro>{intro}</Intro>
      {children}
    </Section>
  );
}

/** One kind of product under its heading, e.g. Web Platforms. */
function ProductGroup({ category, children }: { readonly category: string; readonly children: ReactNode }) {
  return (
    <Group>
      <Category>{category}</Category>
      {children}
    </Group>
  );
}

export type DirectoryGroupProps = DirectoryCardProps & { readonly category: string };

/** The web directory's card under its heading. */
export function DirectoryGroup(directory: DirectoryGroupProps) {
  return (
    <ProductGroup category={directory.category}>
      <DirectoryCard {...directory} />
    </ProductGroup>
  );
}

export interface AppGroupProps {
  readonly app: AppCardProps & { readonly category: string };
  readonly appStoreTile: { readonly heading: string; readonly text: string };
}

/** The app's card beside its App Store tile, under their heading. */
export function AppGroup({ app, appStoreTile }: AppGroupProps) {
  return (
    <ProductGroup category={app.category}>
      <AppGrid>
        <AppCard {...app} />
        <AppStoreTile heading={appStoreTile.heading} text={appStoreTile.text} />
      </AppGrid>
    </ProductGroup>
  );
}
