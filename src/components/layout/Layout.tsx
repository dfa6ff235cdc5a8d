import type { ReactNode } from "react";
import styled from "styled-components";
import { Footer, type FooterProps } from "./Footer";
import { Header, type HeaderProps } from "./Header";
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
  readonly header: HeaderProps;
  readonly footer: FooterProps;
}

/**
 * The frame of every page: skip link, fixed header, main content and footer. It takes
 * the site-wide content as props: the site queries it around every page (src/wrap-element.tsx), the editor's preview passes
 * the values being edited.
 */
export function Layout({ children, header, footer }: LayoutProps) {
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Header {...header} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer {...footer} />
    </>
  );
}
