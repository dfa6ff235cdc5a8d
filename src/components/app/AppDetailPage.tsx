import { graphql, Link } from "gatsby";
import { appStoreLink, googlePlayLink } from "../../lib/app-store";
import { newest } from "../../lib/releases";
import styled from "styled-components";
import { ContactSection } from "../contact/ContactSection";
import { AppStoreMark, GooglePlayMark } from "../ui/AppStoreMark";
import { Button } from "../ui/Button";
import { Container } from "../ui/Container";
import { FeatureList } from "../ui/FeatureList";
import { Picture } from "../ui/Picture";
import { ScreenshotGrid } from "../ui/ScreenshotGrid";
import { Band, Section } from "../ui/Section";
import { Heading, Lead } from "../ui/Typography";
import { AppDocuments } from "./AppDocuments";
import { QuoteTile } from "./QuoteTile";
import { ReleaseNotes } from "./ReleaseNotes";

export const appDetailFragments = graphql`
  fragment AppDetail on AppContent {
    name
    appStore {
      id
      url
      buttonLabel
    }
    googlePlay {
      id
      buttonLabel
    }
    ...AppDocuments
    releases {
      ...Release
    }
    gallery {
      path
    }
    detail {
      headline
      intro
      badges
      hero {
        ...Screenshot
      }
      sections {
        heading
        text
        chips
      }
      moreScreenshots {
        heading
        galleryLinkLabel
        screenshots {
          ...Screenshot
        }
      }
      quote {
        text
        author
        rating
      }
    }
  }

  fragment ReleaseWords on SiteContent {
    releases {
      newest
    }
  }
`;

interface AppDetailPageProps {
  readonly app: Queries.AppDetailFragment;
  /** The contact section every app page ends with, and the words of its newest release's heading. */
  readonly site: Queries.ContactFragment & Queries.ReleaseWordsFragment;
}

/** A night band under a sky of its own. */
const Hero = styled(Band).attrs({ as: "section", $tone: "night" } as const)`
  background:
    radial-gradient(ellipse at 85% 20%, ${({ theme }) => theme.colors.glowLavender}, transparent 55%),
    ${({ theme }) => theme.gradients.sky};
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
  }
`;

const HeroText = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.lg};
`;

const AppName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.gold};
`;

const HeroLead = styled(Lead)`
  max-width: 36rem;
`;

/** The hero screenshot: 70% of a phone's width, at most 17.5rem (280 px). */
const HERO_SIZES = "(min-width: 400px) 280px, 70vw";

const Phone = styled.div`
  justify-self: center;
  width: min(70vw, 17.5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => `${theme.shadows.frame}, 0 24px 64px ${theme.colors.shade}`};
  isolation: isolate;
`;

const StoreButton = styled(Button)`
  background: ${({ theme }) => theme.colors.onNight};
  color: ${({ theme }) => theme.colors.night};

  &:hover {
    background: ${({ theme }) => theme.colors.onNightSoft};
  }

  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

/** Where to get the app: the App Store, and Google Play for an app there too. */
const Stores = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The app's pages a store asks for, and its press kit, under the store buttons. */
const AppLinks = styled(AppDocuments)`
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.onNight};
  }
`;

const SectionText = styled(Lead)`
  max-width: ${({ theme }) => theme.layout.measure};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Four columns of the 72rem container from the md breakpoint, two on phones. */
const SHOT_SIZES = "(min-width: 1152px) 250px, (min-width: 768px) 22vw, 45vw";

const Shots = styled(ScreenshotGrid)`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** Sections alternate between the page's plain and tinted backgrounds. */
const toneAt = (index: number) => (index % 2 === 0 ? "light" : "tinted");

/** The quote ends the screenshots section, a section's space below them. */
const ClosingQuote = styled(QuoteTile)`
  margin-top: ${({ theme }) => theme.space.section};
`;

/** A quote without a screenshots section to end: a band of its own where the tile shows (desktops). */
const QuoteBand = styled(Band)`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

/** An app's own page: what it does, the App Store button, its sections, screenshots and a review. */
export function AppDetailPage({ app, site }: AppDetailPageProps) {
  const { hero, sections, moreScreenshots: more, quote } = app.detail;
  const latest = newest(app.releases);
  // What's new follows the sections; the screenshots or the quote follow it.
  const afterSections = sections?.length ?? 0;
  const tone = toneAt(afterSections + 1);
  return (
    <>
      <Hero aria-labelledby="app-headline">
        <HeroGrid>
          <HeroText>
            <AppName>{app.name}</AppName>
            <Heading id="app-headline">{app.detail.headline}</Heading>
            <HeroLead $onNight>{app.detail.intro}</HeroLead>
            <FeatureList features={app.detail.badges} tone="night" />
            <Stores>
              <StoreButton href={appStoreLink(app.appStore)}>
                <AppStoreMark />
                {app.appStore.buttonLabel}
              </StoreButton>
              {app.googlePlay ? (
                <StoreButton href={googlePlayLink(app.googlePlay.id)}>
                  <GooglePlayMark />
                  {app.googlePlay.buttonLabel}
                </StoreButton>
              ) : null}
            </Stores>
            <AppLinks app={app} />
          </HeroText>
          {hero ? (
            <Phone>
              <Picture file={hero.image} alt={hero.alt} sizes={HERO_SIZES} load="priority" />
            </Phone>
          ) : null}
        </HeroGrid>
      </Hero>
      {sections?.map((section, index) => (
        <Section key={section.heading} heading={section.heading} tone={toneAt(index)}>
          <SectionText>{section.text}</SectionText>
          {section.chips ? <FeatureList features={section.chips} /> : null}
        </Section>
      ))}
      <Section heading={`${site.releases.newest} ${latest.version}`} tone={toneAt(afterSections)}>
        <ReleaseNotes release={latest} />
      </Section>
      {more ? (
        <Section heading={more.heading} tone={tone}>
          <Shots screenshots={more.screenshots} layout="strip" sizes={SHOT_SIZES} />
          {/* The link to the gallery shows where the app has a gallery and the content labels the link. */}
          {app.gallery && more.galleryLinkLabel ? (
            <Button as={Link} to={app.gallery.path} $variant="secondary">
              {more.galleryLinkLabel}
            </Button>
          ) : null}
          {quote ? <ClosingQuote {...quote} /> : null}
        </Section>
      ) : quote ? (
        <QuoteBand $tone={tone}>
          <Container>
            <QuoteTile {...quote} />
          </Container>
        </QuoteBand>
      ) : null}
      <ContactSection site={site} />
    </>
  );
}
