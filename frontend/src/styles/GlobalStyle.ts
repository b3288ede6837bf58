import { createGlobalStyle } from "styled-components";
import { colors, fonts, lineHeights } from "./theme";

// Base rules every page shares. Rendered inside the App tree so that SSR collects it
// into the same <style data-styled> tag as the component styles.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* scroll-padding keeps in-page targets clear of the sticky header. */
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; scroll-padding-top: 5.5rem; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 16px;
    line-height: ${lineHeights.body};
    color: ${colors.ink};
    background: ${colors.cream};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: ${lineHeights.heading}; margin: 0; }
  p { margin: 0; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; }
  :focus-visible { outline: 3px solid ${colors.saffron}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
