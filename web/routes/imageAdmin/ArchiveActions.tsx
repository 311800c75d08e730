import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Row, button } from '../../components/admin/adminStyles.ts';
import { status } from '../../theme/tokens.ts';
import { catalogCopy } from './catalogCopy.ts';
import { useArchive } from './useArchive.ts';

const ConfirmBox = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: 0.5rem;
  padding: 0.625rem 0.75rem;
  border-radius: 0.5rem;
  background: ${status.warning.faint};
  border: 1px solid ${status.warning.border};
  color: ${status.warning.text};
  font-size: 0.875rem;
`;

interface ConfirmStepProps {
  readonly question: string;
  readonly confirm: string;
  readonly confirmLabel?: string;
  readonly cancel: string;
  readonly cancelLabel?: string;
  readonly busy: boolean;
  readonly busyText: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The second step of an archive: a question and two buttons. Focus moves to the confirm button so
 * Enter confirms and Escape (or the cancel button) goes back to the first step.
 */
function ConfirmStep({ question, confirm, confirmLabel, cancel, cancelLabel, busy, busyText, onConfirm, onCancel }: ConfirmStepProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || busy) return;
    event.stopPropagation();
    onCancel();
  };
  return (
    <ConfirmBox role="group" aria-labelledby={`${id}-question`} onKeyDown={onKeyDown}>
      <p id={`${id}-question`}>{question}</p>
      <Row>
        <button ref={confirmRef} type="button" css={button.small} aria-label={busy ? undefined : confirmLabel} aria-busy={busy} disabled={busy} onClick={onConfirm}>
          {busy ? busyText : confirm}
        </button>
        <button type="button" css={button.small} aria-label={cancelLabel} disabled={busy} onClick={onCancel}>
          {cancel}
        </button>
      </Row>
    </ConfirmBox>
  );
}

/**
 * The confirm step, and the way back from it: closed without archiving (cancelled, or refused), focus
 * returns to the button that opened it; closed by archiving, focus is for the grid to place.
 */
function useConfirmStep() {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (confirming || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [confirming]);
  const close = (archived: boolean) => {
    refocus.current = !archived;
    setConfirming(false);
  };
  return { confirming, open: () => setConfirming(true), close, opener };
}

const cardCopy = catalogCopy.card;

export interface CardArchiveActionProps {
  readonly image: { readonly id: string; readonly title: string; readonly archivedAt?: string | null };
  /** After the image was archived or restored: the card may leave the grid, so the grid places focus. */
  readonly onDone?: (id: string) => void;
}

/** A card's Archive (after a confirm step) or, on an archived image, Restore. */
export function CardArchiveAction({ image, onDone }: CardArchiveActionProps) {
  const { confirming, open, close, opener } = useConfirmStep();
  const { one, busy } = useArchive();

  if (image.archivedAt) {
    return (
      <button
        type="button"
        css={button.small}
        data-archive-action
        aria-label={busy ? undefined : cardCopy.restoreLabel(image.title)}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void one('restore', image.id).then((done) => done && onDone?.(image.id))}
      >
        {busy ? cardCopy.restoring : cardCopy.restore}
      </button>
    );
  }
  if (confirming) {
    return (
      <ConfirmStep
        question={cardCopy.confirmQuestion}
        confirm={cardCopy.confirmArchive}
        confirmLabel={cardCopy.confirmArchiveLabel(image.title)}
        cancel={cardCopy.cancel}
        cancelLabel={cardCopy.cancelLabel(image.title)}
        busy={busy}
        busyText={cardCopy.archiving}
        onConfirm={() =>
          void one('archive', image.id).then((done) => {
            close(done);
            if (done) onDone?.(image.id);
          })
        }
        onCancel={() => close(false)}
      />
    );
  }
  return (
    <button ref={opener} type="button" css={button.small} data-archive-action aria-label={cardCopy.archiveLabel(image.title)} onClick={open}>
      {cardCopy.archive}
    </button>
  );
}

const bulkCopy = catalogCopy.bulk;

export interface BulkArchiveActionsProps {
  readonly selectedIds: readonly string[];
  /** Which of the two actions the scope of the grid calls for: active images archive, archived ones restore. */
  readonly actions: readonly ('archive' | 'restore')[];
  readonly onDone: () => void;
}

/** 'Archive N Images' (after a confirm step) and 'Restore N Images' for the selection, all or nothing. */
export function BulkArchiveActions({ selectedIds, actions, onDone }: BulkArchiveActionsProps) {
  const { confirming, open, close, opener } = useConfirmStep();
  const { many, busy } = useArchive();
  const count = selectedIds.length;

  const run = async (action: 'archive' | 'restore') => {
    const done = await many(action, selectedIds);
    close(done);
    if (done) onDone();
  };

  if (confirming) {
    return (
      <ConfirmStep
        question={bulkCopy.confirmQuestion(count)}
        confirm={bulkCopy.confirmArchive(count)}
        cancel={bulkCopy.cancel}
        busy={busy}
        busyText={bulkCopy.archiving}
        onConfirm={() => void run('archive')}
        onCancel={() => close(false)}
      />
    );
  }
  return (
    <Row>
      {actions.includes('archive') && (
        <button ref={opener} type="button" css={button.secondary} disabled={count === 0 || busy} onClick={open}>
          {bulkCopy.archive(count)}
        </button>
      )}
      {actions.includes('restore') && (
        <button type="button" css={button.secondary} disabled={count === 0 || busy} aria-busy={busy} onClick={() => void run('restore')}>
          {busy ? bulkCopy.restoring : bulkCopy.restore(count)}
        </button>
      )}
    </Row>
  );
}
