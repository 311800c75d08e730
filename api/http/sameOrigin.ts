import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a browser sent this request from our own site (or from one of the configured CORS_ORIGINS):
 * Sec-Fetch-Site when the browser sends it, otherwise the Origin against the Host (as Go's
 * CrossOriginProtection). Clients that send neither header are not browsers, and pass.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, trustedOrigins: readonly string[] = []): boolean {
  const origin = headers.origin;
  if (origin !== undefined && trustedOrigins.includes(origin)) return true;
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  if (origin === undefined) return true;
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${headers.host}`).host; // default ports compare equal
  } catch {
    return false; // 'null' (sandboxed frames, privacy-sensitive redirects) or garbage
  }
}
