import type { ComponentProps, PropsWithChildren } from "react";
import styled from "styled-components";
import { useWords } from "./page-language";
import { Footer } from "./Footer";
import { Header } from "./Header";

const MAIN_ID = "main";

/** The first stop for keyboard users: jumps past the header to the page's main content. */
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.xs};
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.night};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  min-height: calc(100vh - 5rem);

  &:focus {
    outline: none;
  }
`;

/** The footer's props, the header's content, and the page. */
type LayoutProps = PropsWithChildren<
  ComponentProps<typeof Footer> & { readonly site: Queries.HeaderFragment }
>;

/**
 * The frame of every page: skip link, fixed header, main content and footer, from the site-wide
 * content: queried around every page (src/wrap-element.tsx), or the values being edited in the
 * editor's preview.
 */
export function Layout({ children, site, buildYear, apps }: LayoutProps) {
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{useWords().skipToContent}</SkipLink>
      <Header site={site} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer site={site} buildYear={buildYear} apps={apps} />
    </>
  );
}
