import styled from '@emotion/styled';
import { status } from '../../../theme/tokens.ts';
import { presenceCopy } from './presenceCopy.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.9375rem;
  &:not(:empty) {
    background: ${status.info.soft};
    color: ${status.info.text};
    border-radius: 0.5rem;
    padding: 0.5rem 0.75rem;
  }
`;

export interface PresenceBarProps {
  readonly viewing: readonly string[];
  readonly editors: readonly string[];
}

/**
 * Who else has the image open and who is editing it. Always in the page, empty when nobody else is
 * there, so screen readers announce each change of its text (a status region).
 */
export function PresenceBar({ viewing, editors }: PresenceBarProps) {
  return (
    <Bar role="status" aria-label="Other administrators on this image" data-testid="presence-bar">
      {editors.map((name) => (
        <strong key={name}>{presenceCopy.isEditing(name)}</strong>
      ))}
      {viewing.length > 0 && <span>{presenceCopy.alsoViewing(viewing)}</span>}
    </Bar>
  );
}
