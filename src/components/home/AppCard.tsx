import styled from "styled-components";
import type { Screenshot } from "../../lib/content";
import { ButtonLink } from "../ui/Button";
import { Card, CardTitle } from "../ui/Card";
import { FeatureList } from "../ui/FeatureList";
import { ScreenshotCarousel } from "./ScreenshotCarousel";

export interface AppCardProps {
  readonly name: string;
  readonly summary: string;
  readonly features: readonly string[];
  readonly detailsPath: string;
  readonly detailsLinkLabel: string;
  readonly carouselLabel: string;
  readonly slides: readonly Screenshot[];
}

const Layout = styled(Card)`
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

/** The lullaby app's card: rotating screenshots, a short description and the App Details link. */
export function AppCard(props: AppCardProps) {
  return (
    <Layout aria-labelledby="app-name">
      <ScreenshotCarousel label={props.carouselLabel} slides={props.slides} />
      <Body>
        <CardTitle id="app-name">{props.name}</CardTitle>
        <p>{props.summary}</p>
        <FeatureList features={props.features} />
        <ButtonLink to={props.detailsPath}>{props.detailsLinkLabel}</ButtonLink>
      </Body>
    </Layout>
  );
}
