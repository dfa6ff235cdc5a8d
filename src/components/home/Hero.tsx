import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";

export const heroFragment = graphql`
  fragment Hero on SiteYaml {
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
`;

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.section} 0`};
  color: ${({ theme }) => theme.colors.onNight};
  background:
    radial-gradient(ellipse at 80% 10%, ${({ theme }) => theme.colors.glowLavender}, transparent 55%),
    radial-gradient(ellipse at 10% 90%, ${({ theme }) => theme.colors.glowGold}, transparent 50%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.night}, ${({ theme }) => theme.colors.twilight});
`;

const Inner = styled(Container)`
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

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  max-width: 20ch;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onNightSoft};
`;

/** The home page's opening banner with the company logo. */
export function Hero({ site }: { readonly site: Queries.HeroFragment }) {
  return (
    <Banner aria-labelledby="hero-heading">
      <Inner>
        <Logo file={site.logo} alt={site.logoAlt} priority />
        <div>
          <Heading id="hero-heading">{site.hero.heading}</Heading>
          <Lead>{site.hero.text}</Lead>
        </div>
      </Inner>
    </Banner>
  );
}
