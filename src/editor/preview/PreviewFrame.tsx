import { useEffect, type ReactNode } from "react";
import { ErrorBoundary, getErrorMessage } from "react-error-boundary";
import styled, { StyleSheetManager, ThemeProvider } from "styled-components";
import { installBehaviours } from "../../behaviours";
import { GlobalStyle } from "../../styles/GlobalStyle";
import { theme } from "../../styles/theme";
import type { PreviewContent } from "./check-preview";

type Tone = "problem" | "info";

const Panel = styled.section<{ $tone: Tone }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $tone }) => ($tone === "problem" ? theme.colors.danger : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme, $tone }) => ($tone === "problem" ? theme.colors.danger : theme.colors.ink)};
  }
`;

const Problems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A message from the editor in the preview pane, in place of the page: not part of the site. */
function Notice({ tone, heading, children }: { tone: Tone; heading: string; children?: ReactNode }) {
  return (
    <Panel $tone={tone} role={tone === "problem" ? "alert" : "status"} aria-label={heading}>
      <h2>{heading}</h2>
      {children}
    </Panel>
  );
}

/** What the preview shows while it cannot show the page: loading, a failed load, or the problems. */
export function NotReady({ content }: { readonly content: Exclude<PreviewContent, { state: "ready" }> }) {
  if (content.state === "loading")
    return <Notice tone="info" heading="Loading the saved content the preview needs…" />;
  if (content.state === "failed")
    return (
      <Notice tone="problem" heading="The preview could not load the saved content">
        <p>{content.message}</p>
      </Notice>
    );
  const { problems } = content;
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return (
    <Notice tone="problem" heading={`The site cannot show this yet: ${count}`}>
      <p>Publishing now would stop the site&rsquo;s build with:</p>
      <Problems>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Problems>
      <p>The preview shows the page again as soon as {problems.length === 1 ? "it is" : "they are"} fixed.</p>
    </Notice>
  );
}

/**
 * Says which page, or part of one, the preview shows next: a preview can show several (the app's
 * card, its gallery and its page). Drawn apart from the site's own look, as the editor's note.
 */
export const PageLabel = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-block: 1px dashed ${({ theme }) => theme.colors.inkSoft};
  background: repeating-linear-gradient(
    -45deg,
    ${({ theme }) => theme.colors.canvas} 0 8px,
    ${({ theme }) => theme.colors.paper} 8px 16px
  );
  color: ${({ theme }) => theme.colors.inkSoft};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/**
 * The pages' behaviours (menu, carousel, form), attached to what each render drew; and every
 * picture loaded at once, since an editor looks over all the pages a preview shows.
 */
function Behaviours({ document }: { readonly document: Document }) {
  useEffect(() => {
    installBehaviours(document);
    for (const img of document.querySelectorAll("img")) img.loading = "eager";
  });
  return null;
}

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
 * `target`) rather than the editor's, where they would style nothing in the frame; the pages'
 * behaviours; and a boundary that keeps a failing component inside the pane, saying what failed,
 * until the next change to the entry tries again (Decap's own would replace the whole pane).
 */
export function PreviewFrame({ document, values, children }: PreviewFrameProps) {
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorBoundary
          resetKeys={[values]}
          onError={(error, info) => console.error("The preview failed:", error, info.componentStack)}
          fallbackRender={({ error }) => (
            <Notice tone="problem" heading="The preview could not be shown">
              <p>{getErrorMessage(error) ?? String(error)}</p>
              <p>It is shown again as soon as you change something. What you type is kept.</p>
            </Notice>
          )}
        >
          {children}
          <Behaviours document={document} />
        </ErrorBoundary>
      </ThemeProvider>
    </StyleSheetManager>
  );
}
