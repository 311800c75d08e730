import styled from '@emotion/styled';
import { color } from '../../theme/tokens.ts';

/** A list whose bullets are a small mark in the given colour (ticks, arrows, circles). */
export const CheckList = styled.ul<{ bullet?: string; bulletColor?: string }>`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    position: relative;
    padding-left: 1.75rem;
  }
  & > li::before {
    /* The mark is decoration: an empty alternative text keeps it out of screen readers. */
    content: '${({ bullet = '✓' }) => bullet}' / '';
    position: absolute;
    left: 0;
    top: 0;
    width: 1.25rem;
    text-align: center;
    font-weight: 700;
    color: ${({ bulletColor = color.accent }) => bulletColor};
  }
`;
