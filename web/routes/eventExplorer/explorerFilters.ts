/** The explorer's filters and page cursor, kept in the URL so a view can be shared and reloaded. */
import { isEventType, type EventType } from '../../generated/vocabulary.ts';
import { eventMetadata } from './explorerApi.ts';

export interface ExplorerFilters {
  readonly types: readonly EventType[];
  readonly stream: string;
  /** ISO times, inclusive. */
  readonly from: string;
  readonly to: string;
  /** The page's newest position (inclusive); empty for the newest page, the only one that follows live. */
  readonly upTo: string;
}

export const EVENT_PAGE_SIZE = 25;

const POSITION = /^\d{1,19}$/;

const isoOrEmpty = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '');

export function filtersFromParams(params: URLSearchParams): ExplorerFilters {
  const upTo = params.get('upTo') ?? '';
  return {
    types: (params.get('types') ?? '').split(',').filter(isEventType),
    stream: params.get('stream') ?? '',
    from: isoOrEmpty(params.get('from')),
    to: isoOrEmpty(params.get('to')),
    upTo: POSITION.test(upTo) ? upTo : '',
  };
}

export function filtersToParams(filters: ExplorerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types.length) params.set('types', filters.types.join(','));
  if (filters.stream) params.set('stream', filters.stream);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.upTo) params.set('upTo', filters.upTo);
  return params;
}

export const isPosition = (value: string) => POSITION.test(value);

/** Variables of the eventLog query for one newest-first page (one extra event tells whether older ones exist). */
export function pageVariables(filters: ExplorerFilters) {
  return {
    types: filters.types.length ? [...filters.types] : undefined,
    stream: filters.stream || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    before: filters.upTo ? String(BigInt(filters.upTo) + 1n) : undefined,
    limit: EVENT_PAGE_SIZE + 1,
    newestFirst: true,
  };
}

/** Whether a live event belongs on the newest page under these filters (the subscription filters by type). */
export function matchesLive(filters: ExplorerFilters, event: { streamId: string; metadata: unknown }): boolean {
  if (filters.upTo) return false;
  if (filters.stream && event.streamId !== filters.stream) return false;
  const { time } = eventMetadata(event);
  if (!time) return !filters.from && !filters.to;
  if (filters.from && time < filters.from) return false;
  if (filters.to && time > filters.to) return false;
  return true;
}

/** The export endpoint's URL for the filters on screen. */
export function exportUrl(filters: ExplorerFilters, format: 'ndjson' | 'csv'): string {
  const params = new URLSearchParams({ format });
  if (filters.types.length) params.set('types', filters.types.join(','));
  if (filters.stream) params.set('stream', filters.stream);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.upTo) params.set('until', filters.upTo);
  return `/api/admin/events/export?${params}`;
}

/** ISO time → the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** <input type="datetime-local"> value → ISO time (empty stays empty); 'end' takes the minute's last millisecond. */
export function fromLocalInput(value: string, edge: 'start' | 'end' = 'start'): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? '' : new Date(edge === 'end' ? time + 59_999 : time).toISOString();
}

/** The image an event is about, for 'as of this event' (image and image-downloads streams). */
export function imageIdOfStream(streamId: string): string | undefined {
  return /^image(?:-downloads)?:(.+)$/.exec(streamId)?.[1];
}
