/** Typed characters within this long of each other form one search. */
export const TYPEAHEAD_RESET_MS = 1000;

/**
 * The item a menu type-ahead moves to: the first label after `fromIndex` (wrapping) that starts
 * with the typed text, ignoring case. Repeating one letter cycles through its matches. -1 if none.
 */
export function nextTypeaheadIndex(labels: readonly string[], typed: string, fromIndex: number): number {
  const text = typed.toLowerCase();
  const repeatsOneLetter = text.length > 1 && [...text].every((char) => char === text[0]);
  const search = repeatsOneLetter ? text[0]! : text;
  const start = search.length === 1 ? fromIndex + 1 : fromIndex;
  for (let offset = 0; offset < labels.length; offset++) {
    const index = (start + offset) % labels.length;
    if (labels[index]!.toLowerCase().startsWith(search)) return index;
  }
  return -1;
}
