import { createHmac, timingSafeEqual } from 'node:crypto';
import { mediaPath, type ImageFile } from '../../domain/imageFile.ts';

/** An administrator's link stays valid this long after the window it was made in ends. */
const VALID_FOR_MS = 24 * 60 * 60 * 1000;
/** Links made in the same window are the same, so a browser's cache keeps serving them. */
const WINDOW_MS = 6 * 60 * 60 * 1000;

/**
 * Links to files only administrators may see (an archived image's, an earlier version's). An <img> sends
 * no bearer token, so the link itself carries the permission: the blob's hash and an expiry, signed with
 * a secret every server process shares (server_secrets), checked by the media route.
 */
export class MediaAccess {
  constructor(private readonly secret: Buffer) {}

  private signature(hash: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${hash}:${expires}`).digest().subarray(0, 18);
  }

  /** The file's URL for a reader: plain for visitors; for an administrator, signed. */
  urlOf(file: Pick<ImageFile, 'hash' | 'format'>, admin: boolean, now = Date.now()): string {
    const path = mediaPath(file);
    if (!admin) return path;
    const expires = Math.ceil(now / WINDOW_MS) * WINDOW_MS + VALID_FOR_MS;
    return `${path}?access=${expires}.${this.signature(file.hash, expires).toString('base64url')}`;
  }

  /** Whether an `access` parameter grants this blob now. */
  grants(hash: string, access: unknown, now = Date.now()): boolean {
    if (typeof access !== 'string') return false;
    const match = /^(\d{13})\.([A-Za-z0-9_-]{24})$/.exec(access);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires < now) return false;
    return timingSafeEqual(Buffer.from(match[2]!, 'base64url'), this.signature(hash, expires));
  }
}
