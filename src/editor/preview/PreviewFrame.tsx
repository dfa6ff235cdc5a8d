import type { ComponentType, ReactNode } from "react";
import { StyleSheetManager, ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../styles/GlobalStyle";
import { theme } from "../../styles/theme";
import type { PreviewTemplateProps } from "./decap-preview";
import { PreviewBoundary } from "./PreviewBoundary";

interface PreviewFrameProps {
  /** The preview frame's document, which Decap passes the template. */
  readonly document: Document;
  /** The entry's values: a failed preview is tried again when they change. */
  readonly values: unknown;
  readonly children: ReactNode;
}

/**
 * What every page of the site has around it, inside Decap's preview frame: the theme and global
 * styles, with styled-components writing its rules into the frame's own <head> (its documented
 * `target`) rather than the editor's, where they would style nothing in the frame. The boundary
 * keeps a failing component from blanking the pane.
 *
 * Pictures need nothing more: gatsby-plugin-image's components style their own boxes inline
 * wherever Gatsby has not set its `GATSBY___IMAGE` global and added the plugin's stylesheet to
 * the page, as in the editor, and every picture here has the shape of its box (Picture).
 */
export function PreviewFrame({ document, values, children }: PreviewFrameProps) {
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <PreviewBoundary values={values}>{children}</PreviewBoundary>
      </ThemeProvider>
    </StyleSheetManager>
  );
}

/** A content file's preview template: its pages, drawn from the entry's values in the frame. */
export function inPreviewFrame(
  Pages: ComponentType<PreviewTemplateProps>,
): ComponentType<PreviewTemplateProps> {
  const Framed = (props: PreviewTemplateProps) => (
    <PreviewFrame document={props.document} values={props.entry.get("data")}>
      <Pages {...props} />
    </PreviewFrame>
  );
  Framed.displayName = `InPreviewFrame(${Pages.name})`;
  return Framed;
}
