import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { shell } from '../../content/site.ts';
import { color } from '../../theme/tokens.ts';
import { MAIN_CONTENT_ID } from './mainContent.ts';

const Link = styled.a`
  position: fixed;
  z-index: 100;
  top: 0.75rem;
  left: 0.75rem;
  padding: 0.75rem 1.25rem;
  border-radius: 999px;
  background: ${color.foreground};
  color: ${color.background};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** First stop for keyboard users; moves focus past the header without touching the URL. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {shell.skipLink}
    </Link>
  );
}
