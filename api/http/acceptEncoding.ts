export type ContentEncoding = 'br' | 'gzip';

/** The encodings an Accept-Encoding header allows (a quality of 0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Brotli when the client takes it (smaller), else gzip, else none. */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  const accepted = acceptedEncodings(header);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Adds Accept-Encoding to a Vary header without dropping what is there. */
export function varyOnAcceptEncoding(current: unknown): string {
  const names = String(current ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*') ? names.join(', ') : [...names, 'accept-encoding'].join(', ');
}
