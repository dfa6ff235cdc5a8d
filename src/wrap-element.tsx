import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ErrorBoundary } from "./components/layout/ErrorBoundary";
import { Layout } from "./components/layout/Layout";
import { useSiteData } from "./hooks/useSiteData";
import { PageLanguage, PageTranslations } from "./components/layout/page-language";
import { languageOfPath, translationsOf, type Translations } from "./lib/languages";
import { GlobalStyle } from "./styles/GlobalStyle";
import { theme } from "./styles/theme";

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** One theme around the whole app, on the server and in the browser. */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);

/** The layout of every page, with the header's and footer's content queried from site.yaml. */
function SiteLayout({ children }: { readonly children: ReactNode }) {
  return <Layout {...useSiteData()}>{children}</Layout>;
}

/**
 * Global styles, then every page in the same layout and in the language its address tells, with
 * its addresses in the other languages (the language switch),
 * guarded by the one error boundary: a failure
 * anywhere, in the page or in its header and footer, shows the error message instead of a blank
 * page, and the next page tries again. GlobalStyle sits here, not in the root wrapper, because
 * gatsby-plugin-styled-components collects server-rendered styles inside its own root wrapper,
 * which the site's root wrapper encloses.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => {
  const { pathname } = props.location;
  const given = (props.pageContext as { translations?: Translations }).translations;
  return (
    <PageLanguage.Provider value={languageOfPath(pathname)}>
      <PageTranslations.Provider value={translationsOf(pathname, given)}>
        <GlobalStyle />
        <ErrorBoundary resetKey={pathname}>
          <SiteLayout>{element}</SiteLayout>
        </ErrorBoundary>
      </PageTranslations.Provider>
    </PageLanguage.Provider>
  );
};
