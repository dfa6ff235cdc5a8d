/**
 * What the site's components take from `gatsby`, for the editor's bundle, where Gatsby does not
 * run: esbuild resolves `gatsby` to this file (internal/editor/esbuild-options.ts). Components
 * link with `Link`, which outside Gatsby's router is the anchor it renders. Queries do not run in
 * the editor, whose previews pass content to components as props: the fragments components
 * declare beside them are only text here.
 */
import type { AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { readonly to: string };

/** An ordinary link: in the preview frame it opens the site's page in a new tab (Decap's <base>). */
export const Link = ({ to, children, ...rest }: LinkProps) => (
  <a {...rest} href={to}>
    {children}
  </a>
);

export const graphql = (): string => "";

export function useStaticQuery(): never {
  throw new Error(
    "A component ran a GraphQL query in the content editor, where queries do not run: " +
      "pass its content as props instead.",
  );
}
