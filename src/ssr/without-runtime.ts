/**
 * The built pages ship without Gatsby's browser runtime. Their HTML is complete (text, images,
 * links, the form); what they do in the browser is the small inline script of
 * src/behaviours/. Loading Gatsby's runtime (its JavaScript, then hydrating the whole page)
 * bought nothing visitors see and cost every page most of its Total Blocking Time
 * (docs/performance.md).
 *
 * Which head and body elements are Gatsby's runtime is not a documented API: Gatsby 5's
 * static-entry gives them the props recognised below (the `gatsby-script-loader` and
 * `gatsby-chunk-mapping` scripts, the `_gatsby-scripts` slice that holds the `<script src>` tags,
 * preload links for scripts and page data). It is kept to this one module, and the browser test
 * "loads no JavaScript file" (e2e/budgets.spec.ts) fails on the real build if Gatsby changes them.
 */
import { isValidElement, type ReactNode } from "react";

const RUNTIME_SCRIPT_IDS = new Set<unknown>(["gatsby-script-loader", "gatsby-chunk-mapping"]);
const RUNTIME_SLICE = "_gatsby-scripts";
const RUNTIME_PRELOADS = new Set<unknown>(["script", "fetch"]);

/** The props those elements are told by: any of them may be missing, or of any type. */
type ElementProps = Partial<Readonly<Record<"id" | "src" | "sliceId" | "as" | "rel", unknown>>>;

/** Gatsby's runtime scripts, or the slice that holds them. */
export function isRuntimeScript(node: ReactNode): boolean {
  if (!isValidElement<ElementProps>(node)) return false;
  const { type, props } = node;
  if (props.sliceId === RUNTIME_SLICE) return true;
  return type === "script" && (typeof props.src === "string" || RUNTIME_SCRIPT_IDS.has(props.id));
}

/** Links that make the browser fetch the runtime's scripts or page data early. */
export function isRuntimePreload(node: ReactNode): boolean {
  if (!isValidElement<ElementProps>(node) || node.type !== "link") return false;
  const { as, rel } = node.props;
  return RUNTIME_PRELOADS.has(as) && (rel === "preload" || rel === "prefetch");
}
