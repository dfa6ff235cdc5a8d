import { useState, type ElementType, type ReactNode } from "react";
import styled from "styled-components";
import { isHydratingServerHtml } from "../../lib/server-html";

/** A box that adds nothing to the layout: its children take part in the parent's flow or grid. */
const Contents = styled.div`
  display: contents;
`;

/** Tells the renderer to leave the element's server-rendered children untouched. */
const KEEP_SERVER_HTML = { __html: "" };

interface StaticContentProps {
  /** The element (or styled component) to render; a layout-neutral box by default. */
  readonly as?: ElementType;
  readonly children: ReactNode;
}

/**
 * Content that needs no JavaScript: text, images and plain links. On the page the visitor opens,
 * the browser keeps the built HTML and the renderer skips this subtree when it hydrates the page
 * (Preact does not diff an element's children while hydrating `dangerouslySetInnerHTML`, and keeps
 * them as long as the same `__html` is passed), so a phone spends no time re-rendering what it
 * already shows. Anything with state, effects or event handlers must stay outside.
 *
 * On pages reached by client-side navigation, in `gatsby develop` and in tests, the children render
 * as usual.
 */
export function StaticContent({ as: Element = Contents, children }: StaticContentProps) {
  // Decided once, at mount: the kept HTML stays for the life of this element.
  const [keepServerHtml] = useState(isHydratingServerHtml);
  return keepServerHtml ? (
    <Element dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <Element>{children}</Element>
  );
}
