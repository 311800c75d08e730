/** A readable id part from a title: lower-case ASCII letters and digits joined by single hyphens, at most 48 characters. */
export function slugOf(title: string, fallback = 'untitled'): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 48)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}
