import { graphql, Link } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { homeOf } from "../../lib/languages";
import { MainNav } from "./MainNav";
import { usePageLanguage } from "./page-language";

export const headerFragment = graphql`
  fragment Header on SiteContent {
    companyName
    logo {
      childImageSharp {
        gatsbyImageData(width: 40, height: 40, layout: FIXED, placeholder: NONE)
      }
    }
    nav {
      label
      section
    }
  }
`;

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.onNightTint};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.colors.onNight};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;

  /* Smaller on phones, where the bar holds the language switch and the menu button beside it. */
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The logo beside the name, at the 40 px its query asks sharp for; on the narrowest phones it gives
 * up some of its width to the name, cropped at its sides rather than squeezed.
 */
const Logo = styled(Picture)`
  width: 2.5rem;
  min-width: 0;
  height: 2.5rem;

  img {
    height: 100%;
    object-fit: cover;
  }
`;

/** The fixed bar on every page: the company name (its language's home) and the menu. */
export function Header({ site }: { readonly site: Queries.HeaderFragment }) {
  return (
    <Bar>
      <Inner>
        <Brand to={homeOf(usePageLanguage())}>
          <Logo file={site.logo} alt="" load="eager" />
          <span>{site.companyName}</span>
        </Brand>
        <MainNav items={site.nav} />
      </Inner>
    </Bar>
  );
}
