import { Link } from "gatsby";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { sectionHref } from "../../lib/sections";
import { UI_TEXT } from "../../lib/ui-text";

export interface NavItem {
  readonly label: string;
  readonly section: string;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
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

const List = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "flex" : "none")};
  flex-direction: column;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.layout.gutter} ${theme.space.md}`};
  list-style: none;
  background: ${({ theme }) => theme.colors.night};
  box-shadow: ${({ theme }) => theme.shadows.raised};

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
 * The header menu. Links point to `/#section`, so they work from every page; on `/` the browser
 * scrolls smoothly to the section. Below the md breakpoint the links fold into a menu button.
 */
export function MainNav({ items }: { readonly items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <Nav aria-label={UI_TEXT.mainMenu}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Bars aria-hidden="true" />
        {UI_TEXT.openMenu}
      </MenuButton>
      <List id={listId} $open={open}>
        {items.map((item) => (
          <li key={item.section}>
            <NavLink to={sectionHref(item.section)} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
