import { css, Global } from '@emotion/react';
import { PERSPECTIVE_TRANSITION_CLASS } from '../perspective/documentPerspective.ts';
import { perspectiveThemeRules } from './perspectiveThemeRules.ts';
import { color, font, layout } from './tokens.ts';

const styles = css`
  ${perspectiveThemeRules()}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${layout.headerHeight} + 1rem);
    background: ${color.background};
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
    body {
      transition:
        background-color 0.6s ease,
        color 0.6s ease;
    }
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${color.background};
    color: ${color.foreground};
    font-family: ${font.body};
    font-size: ${font.bodySize};
    line-height: 1.65;
    font-feature-settings: 'cv11', 'ss01';
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${font.headline};
    font-weight: ${font.headlineWeight};
    letter-spacing: ${font.headlineTracking};
    line-height: 1.12;
    text-wrap: balance;
  }
  p,
  blockquote,
  figure {
    margin: 0;
  }
  p {
    text-wrap: pretty;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  a {
    color: inherit;
  }
  button {
    font: inherit;
  }
  /* Two bands of the same tone in a row share one gap instead of doubling it. */
  [data-band='plain'] + [data-band='plain'],
  [data-band='tint'] + [data-band='tint'] {
    padding-top: 0;
  }
  :focus-visible {
    outline: 3px solid ${color.primary};
    outline-offset: 3px;
  }
  ::selection {
    background: ${color.primarySoft};
  }
  /* After a perspective switch the content fades and settles for about a second. */
  @keyframes chb-perspective-fade {
    from {
      opacity: 0.15;
      transform: translateY(0.75rem);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  html.${PERSPECTIVE_TRANSITION_CLASS} main {
    animation: chb-perspective-fade 1s cubic-bezier(0.2, 0, 0, 1) both;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
