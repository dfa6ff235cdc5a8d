import React from "react";

// Gatsby mocked as its documentation recommends: real components where they are plain React,
// `graphql` and `useStaticQuery` as jest functions, `Link` as an ordinary anchor.
const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
};

const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, children, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, ...rest },
  ref,
) {
  return (
    <a {...rest} ref={ref} href={to}>
      {children}
    </a>
  );
});

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  useStaticQuery: jest.fn(),
};
