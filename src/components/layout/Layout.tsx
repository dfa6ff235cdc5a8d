import type { ReactNode } from "react";
import styled from "styled-components";
import { useSiteContent } from "../../hooks/useSiteContent";
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
}

/** The frame of every page: skip link, fixed header, main content and footer. */
export function Layout({ children }: LayoutProps) {
  const site = useSiteContent();
  return (
    <>
      <SkipLink target={MAIN_ID} />
      <Header companyName={site.companyName} logo={site.logo} nav={site.nav} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer companyName={site.companyName} notice={site.footer.notice} buildYear={site.buildYear} />
    </>
  );
}
