import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { MainNav, type NavItem } from "./MainNav";

export interface HeaderProps {
  readonly companyName: string;
  readonly logo: IGatsbyImageData;
  readonly nav: readonly NavItem[];
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.08);
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
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
`;

/** The fixed bar on every page: the company name (home link) and the section menu. */
export function Header({ companyName, logo, nav }: HeaderProps) {
  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <GatsbyImage image={logo} alt="" loading="eager" />
          <span>{companyName}</span>
        </Brand>
        <MainNav items={nav} />
      </Inner>
    </Bar>
  );
}
