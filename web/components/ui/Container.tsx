import styled from '@emotion/styled';
import { layout, media } from '../../theme/tokens.ts';

/** Centres content at the perspective's container width (1200, 1100 or 1000px). */
export const Container = styled.div`
  width: 100%;
  max-width: calc(${layout.containerMaxWidth} + 2 * 1.25rem);
  margin-inline: auto;
  padding-inline: 1.25rem;
  ${media.md} {
    max-width: calc(${layout.containerMaxWidth} + 2 * 2rem);
    padding-inline: 2rem;
  }
`;
