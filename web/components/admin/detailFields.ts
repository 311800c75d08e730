/** How a history value reads: tags as a comma list, null as empty. */
export function historyValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}
