import { useMutation, useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { actorDisplayName } from '../../components/admin/actorName.ts';
import { isConflict, isUnauthenticated } from '../../components/admin/adminApi.ts';
import type { AdminImage_ImageFragment, AdminImageHistoryQuery } from '../../generated/graphql.ts';
import { Muted, Panel, PanelTitle, button } from '../../components/admin/adminStyles.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { useAdminSession } from '../../components/admin/AdminSession.tsx';
import { CATALOG_SESSIONS } from '../../components/catalogForm/catalogApi.ts';
import { CatalogPicture } from '../../components/images/CatalogPicture.tsx';
import { dimensionsText, fileSizeText, historyFiles } from '../../content/imageFiles.ts';
import { imageFormatLabels, type EditableImageField } from '../../generated/vocabulary.ts';
import { useToast } from '../../components/toast/toastContext.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { imageDetail } from '../../content/imageDetail.ts';
import { color } from '../../theme/tokens.ts';
import { HISTORY_PAGE_EDITS, IMAGE_HISTORY, UNDO_IMAGE_EDIT } from './detailDocuments.ts';
import { historyValueText } from './detailFields.ts';

const copy = imageDetail.history;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.5rem 1rem;
    align-items: start;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${color.border};
  }
`;

const Change = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.125rem 0.5rem;
  font-size: 0.875rem;
  margin-top: 0.375rem;
  dt {
    color: ${color.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function timeText(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : date.toLocaleString();
}

const fieldLabel = (field: EditableImageField): string => imageDetail.fieldLabels[field];

type HistoryEntry = AdminImageHistoryQuery['imageHistory'][number];
type HistoryFile = NonNullable<HistoryEntry['toFile']>;

const Thumbnail = styled.a`
  display: inline-block;
  width: 8rem;
  border-radius: 0.375rem;
  overflow: hidden;
  border: 1px solid ${color.border};
`;

/** One version of the image's file: its thumbnail (the smallest width is enough), linking to the full-resolution file. */
function FileThumbnail({ file, side }: { readonly file: HistoryFile; readonly side: 'from' | 'to' }) {
  const what = `${dimensionsText(file.width, file.height)} ${imageFormatLabels[file.format]}, ${fileSizeText(file.bytes)}`;
  return (
    <span style={{ display: 'grid', gap: '0.25rem', justifyItems: 'start' }}>
      <Thumbnail href={file.url} aria-label={side === 'from' ? historyFiles.before(what) : historyFiles.after(what)} data-testid={`history-file-${side}`}>
        <CatalogPicture file={file} alt="" sizes="8rem" />
      </Thumbnail>
      <Muted as="span">{what}</Muted>
    </span>
  );
}

/** A history value as text; a file version as its thumbnail, a session by its title. */
function HistoryValue({ entry, sessions, side }: { readonly entry: HistoryEntry; readonly sessions: ReadonlyMap<string, string>; readonly side: 'from' | 'to' }) {
  const { field } = entry;
  if (field === 'file') {
    const file = side === 'from' ? entry.fromFile : entry.toFile;
    return file ? <FileThumbnail file={file} side={side} /> : <>{historyFiles.none}</>;
  }
  const value = side === 'from' ? entry.from : entry.to;
  if (field === 'sessionId' && typeof value === 'string' && sessions.has(value)) return <>{sessions.get(value)}</>;
  return <>{historyValueText(value, field) || copy.emptyValue}</>;
}

/** A page holding as many edits as a page can may have older ones behind it. */
const fullPage = (entries: readonly HistoryEntry[]) => new Set(entries.map((entry) => entry.position)).size >= HISTORY_PAGE_EDITS;

/** Who changed which field, from what to what (a new file as both versions' thumbnails), and when; each edit undoable by one click. */
export function HistoryPanel({ image }: { readonly image: AdminImage_ImageFragment }) {
  const id = useId();
  const { data, loading, refetch, fetchMore } = useQuery(IMAGE_HISTORY, { variables: { id: image.id } });
  const [olderMayExist, setOlderMayExist] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [undoEdit, { loading: undoing }] = useMutation(UNDO_IMAGE_EDIT);
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const { data: sessionsData } = useQuery(CATALOG_SESSIONS);

  // Any new version (ours, another administrator's, an undo) means a new history entry; the list starts again at the newest page.
  useEffect(() => {
    setOlderMayExist(true);
    void refetch().catch(() => undefined);
  }, [image.version, refetch]);

  const showOlder = async (before: string) => {
    setLoadingOlder(true);
    try {
      const { data: older } = await fetchMore({
        variables: { before },
        updateQuery: (previous, { fetchMoreResult }) => ({ imageHistory: [...previous.imageHistory, ...fetchMoreResult.imageHistory] }),
      });
      setOlderMayExist(fullPage(older?.imageHistory ?? []));
    } catch (error) {
      if (isUnauthenticated(error)) reportUnauthenticated();
      else toast({ title: copy.olderFailed, variant: 'destructive' });
    } finally {
      setLoadingOlder(false);
    }
  };

  const undo = async (position: string) => {
    try {
      await undoEdit({ variables: { eventPosition: position, expectedVersion: image.version } });
      toast({ title: copy.undone });
    } catch (error) {
      if (isUnauthenticated(error)) reportUnauthenticated();
      else toast({ title: copy.undoFailed, description: isConflict(error) ? imageAdmin.toasts.conflict : undefined, variant: 'destructive' });
    }
  };

  const entries = data?.imageHistory ?? [];
  const sessionTitles = new Map((sessionsData?.creativeSessions ?? []).map((session) => [session.id, session.title]));
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <Muted>{copy.intro}</Muted>
      {loading && !data ? (
        <Muted role="status">{copy.loading}</Muted>
      ) : entries.length === 0 ? (
        <Muted>{copy.empty}</Muted>
      ) : (
        <List aria-label={copy.title}>
          {entries.map((entry) => (
            <li key={`${entry.position}-${entry.field}`} data-testid="history-entry">
              <div>
                <strong>{fieldLabel(entry.field)}</strong>{' '}
                <Muted as="span">
                  {copy.by(actorDisplayName(entry.actor))} · <time dateTime={entry.time}>{timeText(entry.time)}</time>
                </Muted>{' '}
                {entry.undoes && <Badge tone="info">{copy.undoOf}</Badge>}
                <Change>
                  <dt>{copy.from}</dt>
                  <dd>
                    <HistoryValue entry={entry} sessions={sessionTitles} side="from" />
                  </dd>
                  <dt>{copy.to}</dt>
                  <dd>
                    <HistoryValue entry={entry} sessions={sessionTitles} side="to" />
                  </dd>
                </Change>
              </div>
              <button
                type="button"
                css={button.small}
                disabled={undoing}
                aria-label={copy.undoLabel(fieldLabel(entry.field), timeText(entry.time))}
                onClick={() => void undo(entry.position)}
              >
                {copy.undo}
              </button>
            </li>
          ))}
        </List>
      )}
      {olderMayExist && fullPage(entries) && (
        <button type="button" css={button.secondary} disabled={loadingOlder} onClick={() => void showOlder(entries.at(-1)!.position)}>
          {loadingOlder ? copy.loadingOlder : copy.older}
        </button>
      )}
    </Panel>
  );
}
