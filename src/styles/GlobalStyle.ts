import { createGlobalStyle } from "styled-components";
import { COLOR_SCHEME_RULES } from "./theme";

/**
 * Base document styles: the colour schemes, a light reset, the body type, focus rings and smooth
 * in-page scrolling.
 */
export const GlobalStyle = createGlobalStyle`
  ${COLOR_SCHEME_RULES}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    /* The browser's own controls in the theme's colour, in either scheme. */
    accent-color: ${({ theme }) => theme.colors.accent};
    /* Sections reached through the header's links stop below the fixed header. */
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  }

  ${({ theme }) => theme.media.motionOk} {
    html {
      scroll-behavior: smooth;
    }
  }

  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      /* None, not a short one: a duration on every element, whose transition-property is \`all\`
         by default, would transition every property of the page at each change of scheme or width. */
      transition: none !important;
    }
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.canvas};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0;
  }

  p, ul, ol, blockquote, figure {
    margin: 0;
  }

  img {
    max-width: 100%;
    display: block;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }

  /* A gold ring on a dark halo: visible on light and dark surfaces alike. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.night};
  }

  ::selection {
    background: ${({ theme }) => theme.colors.selection};
  }
`;
