// Gatsby as the components use it, for Jest (its documentation mocks it so): `graphql` and
// `useStaticQuery` as jest functions, `Link` as an ordinary anchor.
import { forwardRef, type AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { readonly to: string };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, children, ...rest }, ref) {
  return (
    <a {...rest} ref={ref} href={to}>
      {children}
    </a>
  );
});

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
