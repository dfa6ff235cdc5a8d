import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { installBehaviours } from "../behaviours";
import { theme } from "../styles/theme";

export function Themed({ children }: { readonly children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** Renders a component inside the site's theme, as every page is. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: Themed, ...options });
}

/** Renders a component as a page shows it: in the theme, with the pages' behaviours attached. */
export function renderPage(ui: ReactElement) {
  const rendered = renderWithTheme(ui);
  installBehaviours(document);
  return rendered;
}
