import { Link } from "gatsby";
import { useContext, useId } from "react";
import styled, { css } from "styled-components";
import { ALL_LANGUAGES, homeOf, LANGUAGES } from "../../lib/languages";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { PageTranslations, usePageLanguage, useWords } from "./page-language";

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A target a finger can take in the bar, outlined, its content centred. */
const inBar = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.touchTarget};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  border: 1px solid ${({ theme }) => theme.colors.onNightSoft};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** A square button on phones, its name read, not shown: the bar also holds the language switch. */
const MenuButton = styled.button`
  ${inBar}
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.onNight};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
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

/** The page in the other language, in the bar at every width: its code (ES), read by its name. */
const LanguageLink = styled(NavLink)`
  ${inBar}
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
`;

/**
 * The header menu. Links point to the home page's sections (`/#section`, `/es#section`), so they
 * work from every page; on the home page the browser
 * scrolls smoothly to the section. Below the md breakpoint the links fold into a popover opened by
 * the menu button: it works before any script has run (src/behaviours/menu.ts adds the rest). The
 * language switch stays in the bar beside it: a plain link to the page in each other language,
 * named in it, to the page's translation or else that language's home page; no script chooses
 * for the visitor.
 */
export function MainNav({ items }: { readonly items: Queries.HeaderFragment["nav"] }) {
  const listId = useId();
  const words = useWords();
  const language = usePageLanguage();
  const translations = useContext(PageTranslations);
  return (
    <Nav aria-label={words.mainMenu}>
      <List id={listId} popover="auto">
        {items.map((item) => (
          <li key={item.section}>
            <NavLink to={`${homeOf(language)}#${item.section}`}>{item.label}</NavLink>
          </li>
        ))}
      </List>
      {ALL_LANGUAGES.filter((other) => other !== language).map((other) => (
        <LanguageLink
          key={other}
          to={translations[other] ?? homeOf(other)}
          lang={LANGUAGES[other].tag}
          hrefLang={LANGUAGES[other].tag}
          aria-label={LANGUAGES[other].ownName}
        >
          {other.toUpperCase()}
        </LanguageLink>
      ))}
      <MenuButton type="button" popoverTarget={listId}>
        {/* The menu's sign: three bars, 18 px wide. */}
        <svg width="18" height="14" viewBox="0 0 18 14" aria-hidden="true" focusable="false">
          <path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <VisuallyHidden>{words.openMenu}</VisuallyHidden>
      </MenuButton>
    </Nav>
  );
}
