import { FieldError, Muted, button } from '../../components/admin/adminStyles.ts';
import { knowledgePage as copy } from '../../content/knowledgeAdmin.ts';
import type { PassageHistoryLoad } from './usePassageHistory.ts';

interface PassageHistoryProps {
  readonly load: PassageHistoryLoad;
  readonly onUndo: (position: string) => void;
}

/** A passage's changes, each edit with its Undo; nothing while they are being read. */
export function PassageHistory({ load, onUndo }: PassageHistoryProps) {
  if (!load) return null;
  if ('failure' in load) return <FieldError role="alert">{copy.historyFailed + load.failure}</FieldError>;
  return (
    <ul>
      {load.changes.map((change) => (
        <li key={`${change.position}-${change.field}`}>
          <Muted>
            <time dateTime={change.time}>{new Date(change.time).toLocaleString()}</time> · {change.actor} · {change.kind} {change.field}
            {change.undoes && ` (undo of ${change.undoes})`}
          </Muted>
          {change.kind === 'edited' && (
            <>
              <div>{change.to}</div>
              <button type="button" css={button.small} onClick={() => onUndo(change.position)}>
                {copy.undo}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
