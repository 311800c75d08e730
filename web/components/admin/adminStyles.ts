/** Shared building blocks of the admin pages, on the site's tokens. */
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, layout, shadow, status } from '../../theme/tokens.ts';
import { buttonStyle } from '../ui/buttonStyles.ts';

export const AdminMain = styled.div`
  padding-block: 2rem 4rem;
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

export const Panel = styled.section`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  box-shadow: ${shadow.card};
  padding: clamp(1rem, 0.75rem + 1vw, 1.5rem);
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const PanelTitle = styled.h2`
  font-size: 1.25rem;
  line-height: 1.25;
`;

export const button = {
  primary: buttonStyle('primary'),
  secondary: buttonStyle('secondary'),
  quiet: buttonStyle('quiet'),
  small: css`
    ${buttonStyle('secondary')};
    min-height: 2.25rem;
    padding: 0.375rem 0.875rem;
    font-size: 0.875rem;
  `,
  chip: css`
    ${buttonStyle('secondary')};
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    font-size: 0.8125rem;
    font-weight: 500;
    white-space: normal;
    text-align: left;
  `,
};

export const fieldStyle = css`
  width: 100%;
  font: inherit;
  font-size: 0.9375rem;
  color: ${color.foreground};
  background: ${color.surface};
  border: 1.5px solid color-mix(in srgb, ${color.foreground} 35%, ${color.surface});
  border-radius: 0.5rem;
  padding: 0.55rem 0.75rem;
  min-height: 2.75rem;
  &:focus-visible {
    outline: 3px solid ${color.primary};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${status.danger.strong};
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input,
  textarea,
  select {
    ${fieldStyle};
  }
  textarea {
    resize: vertical;
    min-height: 5rem;
  }
`;

export const FieldError = styled.p`
  color: ${status.danger.strong};
  font-size: 0.875rem;
  font-weight: 600;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const AmberBox = styled.div`
  background: ${status.warning.faint};
  border: 1px solid ${status.warning.border};
  color: ${status.warning.text};
  border-radius: 0.5rem;
  padding: 0.5rem 0.75rem;
  font-size: 0.875rem;
`;

export const Muted = styled.p`
  color: ${color.muted};
  font-size: 0.9rem;
`;

/** An admin page's title row: heading on the left, actions on the right, wrapping on narrow screens. */
export const AdminHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  h1 {
    font-size: clamp(1.75rem, 1.25rem + 2vw, 2.5rem);
    line-height: 1.15;
  }
`;

export const EmptyState = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  border: 1.5px dashed ${color.border};
  border-radius: 1rem;
  h2 {
    font-size: 1.25rem;
  }
`;

/** Figures as tiles: a definition list whose <div>s hold one <dt> label and one <dd> number each. */
export const StatTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    padding: 0.875rem 1rem;
    border-radius: 0.75rem;
    background: ${color.tint};
    border: 1px solid ${color.border};
  }
  dt {
    font-size: 0.8125rem;
    color: ${color.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 750;
    font-variant-numeric: tabular-nums;
  }
`;
