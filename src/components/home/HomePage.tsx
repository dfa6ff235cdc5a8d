import { graphql } from "gatsby";
import type { ComponentProps } from "react";
import styled from "styled-components";
import { ContactSection } from "../contact/ContactSection";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { Band, Section } from "../ui/Section";
import { Heading, Lead } from "../ui/Typography";
import { ProductsSection } from "./ProductsSection";

export const homeFragments = graphql`
  fragment Hero on SiteContent {
    logoAlt
    logo {
      childImageSharp {
        gatsbyImageData(width: 192, placeholder: NONE)
      }
    }
    hero {
      heading
      text
    }
  }

  fragment About on SiteContent {
    about {
      heading
      paragraphs
    }
  }
`;

/** A night band under a sky of its own. */
const Banner = styled(Band).attrs({ as: "section", $tone: "night" } as const)`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(ellipse at 80% 10%, ${({ theme }) => theme.colors.glowLavender}, transparent 55%),
    radial-gradient(ellipse at 10% 90%, ${({ theme }) => theme.colors.glowGold}, transparent 50%),
    ${({ theme }) => theme.gradients.sky};
`;

const HeroInner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  justify-items: center;
  text-align: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr;
    justify-items: start;
    text-align: left;
  }
`;

const Logo = styled(Picture)`
  width: clamp(7.5rem, 6rem + 8vw, 12rem);
  filter: drop-shadow(0 12px 32px ${({ theme }) => theme.colors.shade});
`;

const HeroHeading = styled(Heading)`
  max-width: 20ch;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const HeroLead = styled(Lead)`
  max-width: 40rem;
`;

/** The About section's paragraphs, in the lead's type (a div of them: `as="div"`). */
const AboutText = styled(Lead)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The products' props, and the content of the hero, About and Contact sections. */
type HomePageProps = ComponentProps<typeof ProductsSection> & {
  readonly site: Queries.HeroFragment & Queries.AboutFragment & Queries.ContactFragment;
};

/** The home page: hero, About, Products and Contact. Section ids match the header's links. */
export function HomePage({ site, apps, webPlatforms }: HomePageProps) {
  return (
    <>
      <Banner aria-labelledby="hero-heading">
        <HeroInner>
          <Logo file={site.logo} alt={site.logoAlt} load="priority" />
          <div>
            <HeroHeading id="hero-heading">{site.hero.heading}</HeroHeading>
            <HeroLead $onNight>{site.hero.text}</HeroLead>
          </div>
        </HeroInner>
      </Banner>
      <Section id="about" heading={site.about.heading} narrow>
        <AboutText as="div">
          {site.about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </AboutText>
      </Section>
      <ProductsSection site={site} apps={apps} webPlatforms={webPlatforms} />
      <ContactSection site={site} />
    </>
  );
}
