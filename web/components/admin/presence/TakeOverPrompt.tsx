import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { status } from '../../../theme/tokens.ts';
import { Row, button } from '../adminStyles.ts';
import { presenceCopy } from './presenceCopy.ts';

const Box = styled.div`
  background: ${status.warning.faint};
  border: 1.5px solid ${status.warning.border};
  color: ${status.warning.text};
  border-radius: 0.5rem;
  padding: 0.75rem 1rem;
  display: grid;
  gap: 0.5rem;
  h2 {
    font-size: 1.0625rem;
  }
`;

export interface TakeOverPromptProps {
  readonly editor: string;
  readonly busy: boolean;
  readonly failed: boolean;
  readonly onTakeOver: () => void;
  readonly onCancel: () => void;
}

/**
 * Shown on Edit while another administrator is editing: take over, or cancel. Focus moves to Cancel
 * (the choice that changes nothing); Escape cancels.
 */
export function TakeOverPrompt({ editor, busy, failed, onTakeOver, onCancel }: TakeOverPromptProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  return (
    <Box role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`}>{presenceCopy.editingTitle(editor)}</h2>
      <p id={`${id}-body`}>{presenceCopy.editingBody(editor)}</p>
      {failed && <p role="alert">{presenceCopy.takeOverFailed}</p>}
      <Row>
        <button type="button" css={button.primary} onClick={onTakeOver} disabled={busy}>
          {busy ? presenceCopy.takingOver : presenceCopy.takeOver}
        </button>
        <button type="button" css={button.secondary} onClick={onCancel} ref={cancelRef}>
          {presenceCopy.cancel}
        </button>
      </Row>
    </Box>
  );
}
