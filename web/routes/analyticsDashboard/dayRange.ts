/** The dashboard's date range: whole UTC days as YYYY-MM-DD, kept in the URL so a view can be shared. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export const RANGE_PRESETS = [7, 30, 90] as const;
export const DEFAULT_PRESET = 30;
const DAY_MS = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The last `days` days, today included. */
export function presetRange(days: number, now: number): DayRange {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

export function rangeFromParams(params: URLSearchParams, now: number): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isoDay.test(from) && isoDay.test(to)) return { from, to };
  return presetRange(DEFAULT_PRESET, now);
}

/** Both are complete dates and the range runs forward; anything else is not sent to the server. */
export function isCompleteRange(range: DayRange): boolean {
  return isoDay.test(range.from) && isoDay.test(range.to) && range.from <= range.to;
}

export function rangeLength(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
}
