import { Link } from "gatsby";
import { useContext, useId } from "react";
import styled from "styled-components";
import { FALLBACK_OPEN } from "../../behaviours/menu";
import { ALL_LANGUAGES, homeOf, LANGUAGES } from "../../lib/languages";
import { PageTranslations, usePageLanguage, useWords } from "./page-language";

const Nav = styled.nav`
  display: flex;
  align-items: center;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.onNightSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.onNight};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Bars = styled.span`
  position: relative;
  width: 1.125rem;
  height: 2px;
  background: currentColor;

  &::before,
  &::after {
    content: "";
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
  }
  &::before {
    top: -6px;
  }
  &::after {
    top: 6px;
  }
`;

/**
 * A popover below the header on phones; from the md breakpoint, a row of links in the header
 * (a popover that is not open is hidden by the browser, so the wide layout shows it explicitly).
 */
const List = styled.ul`
  display: none;
  flex-direction: column;
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 auto 0;
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.layout.gutter} ${theme.space.md}`};
  overflow: visible;
  list-style: none;
  color: inherit;
  background: ${({ theme }) => theme.colors.night};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &:popover-open {
    display: flex;
  }
  &[${FALLBACK_OPEN}] {
    display: flex;
  }

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-direction: row;
    gap: ${({ theme }) => theme.space.xs};
    position: static;
    padding: 0;
    background: none;
    box-shadow: none;
  }
`;

const NavLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onNight};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.nightSoft};
    text-decoration: underline;
  }
`;

/**
 * The header menu. Links point to the home page's sections (`/#section`, `/es#section`), so they
 * work from every page; on the home page the browser
 * scrolls smoothly to the section. Below the md breakpoint the links fold into a popover opened by
 * the menu button: it works before any script has run (src/behaviours/menu.ts adds the rest). The
 * language switch ends it: a plain link to the page in each other language, named in it, to the
 * page's translation or else that language's home page; no script chooses for the visitor.
 */
export function MainNav({ items }: { readonly items: Queries.HeaderFragment["nav"] }) {
  const listId = useId();
  const words = useWords();
  const language = usePageLanguage();
  const translations = useContext(PageTranslations);
  const others = ALL_LANGUAGES.filter((other) => other !== language);
  return (
    <Nav aria-label={words.mainMenu}>
      <MenuButton type="button" popoverTarget={listId}>
        <Bars aria-hidden="true" />
        {words.openMenu}
      </MenuButton>
      <List id={listId} popover="auto">
        {items.map((item) => (
          <li key={item.section}>
            <NavLink to={`${homeOf(language)}#${item.section}`}>{item.label}</NavLink>
          </li>
        ))}
        {others.map((other) => (
          <li key={other}>
            <NavLink
              to={translations[other] ?? homeOf(other)}
              lang={LANGUAGES[other].tag}
              hrefLang={LANGUAGES[other].tag}
            >
              {LANGUAGES[other].ownName}
            </NavLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
