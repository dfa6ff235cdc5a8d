import styled from "styled-components";
import type { Screenshot } from "../../lib/content";
import { ButtonLink } from "../ui/Button";
import { CardTitle, ProductCard } from "../ui/Card";
import { FeatureList } from "../ui/FeatureList";
import { ScreenshotCarousel } from "./ScreenshotCarousel";

export interface AppCardProps {
  readonly slug: string;
  readonly name: string;
  readonly summary: string;
  readonly features: readonly string[];
  readonly detailsPath: string;
  readonly detailsLinkLabel: string;
  readonly carousel: { readonly label: string; readonly slides: readonly Screenshot[] } | null;
}

const Layout = styled(ProductCard)`
  ${({ theme }) => theme.media.sm} {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space.xl};
    align-items: center;
  }
`;

const Body = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

export function AppCard(props: AppCardProps) {
  const titleId = `${props.slug}-name`;
  return (
    <Layout aria-labelledby={titleId}>
      {props.carousel ? (
        <ScreenshotCarousel label={props.carousel.label} slides={props.carousel.slides} />
      ) : null}
      <Body>
        <CardTitle id={titleId}>{props.name}</CardTitle>
        <p>{props.summary}</p>
        <FeatureList features={props.features} />
        <ButtonLink to={props.detailsPath}>{props.detailsLinkLabel}</ButtonLink>
      </Body>
    </Layout>
  );
}
