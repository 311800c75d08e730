import styled from '@emotion/styled';
import { color } from '../../theme/tokens.ts';

/** A row of pill buttons of which the pressed one (aria-pressed) stands out: a layout or mode switch. */
export const ToggleGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  justify-self: start;
  padding: 0.25rem;
  border: 1px solid ${color.border};
  border-radius: 1.5rem;
  background: ${color.surface};
  button {
    min-height: 2.25rem;
    padding: 0 1rem;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: ${color.foreground};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${color.foreground};
    color: ${color.background};
  }
`;
