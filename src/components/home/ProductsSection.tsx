import styled from "styled-components";
import { Section } from "../ui/Section";
import { AppCard, type AppCardProps } from "./AppCard";
import { AppStoreTile } from "./AppStoreTile";
import { DirectoryCard, type DirectoryCardProps } from "./DirectoryCard";

interface ProductsSectionProps {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly directory: DirectoryCardProps & { readonly category: string };
  readonly app: AppCardProps & { readonly category: string };
  readonly appStoreTile: { readonly heading: string; readonly text: string };
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

/** Products, grouped by kind: the web directory, then the iOS app with its App Store tile. */
export function ProductsSection({ id, heading, intro, directory, app, appStoreTile }: ProductsSectionProps) {
  return (
    <Section id={id} heading={heading} tone="tinted">
      <Intro>{intro}</Intro>
      <Group>
        <Category>{directory.category}</Category>
        <DirectoryCard {...directory} />
      </Group>
      <Group>
        <Category>{app.category}</Category>
        <AppGrid>
          <AppCard {...app} />
          <AppStoreTile heading={appStoreTile.heading} text={appStoreTile.text} />
        </AppGrid>
      </Group>
    </Section>
  );
}
