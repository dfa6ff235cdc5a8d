import type { ReactNode } from "react";
import styled from "styled-components";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SkipLink } from "./SkipLink";

const MAIN_ID = "main";

const Main = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  min-height: calc(100vh - 5rem);

  &:focus {
    outline: none;
  }
`;

interface LayoutProps {
  readonly children: ReactNode;
  readonly site: Queries.HeaderFragment & Queries.FooterFragment;
  readonly buildYear: number;
}

/**
 * The frame of every page: skip link, fixed header, main content and footer, from the site-wide
 * content: queried around every page (src/wrap-element.tsx), or the values being edited in the
 * editor's preview.
 */
export function Layout({ children, site, buildYear }: LayoutProps) {
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Header site={site} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer site={site} buildYear={buildYear} />
    </>
  );
}
