/**
 * An image's placeholder as a page paints it: the ThumbHash the API gives (base64) decoded into a tiny
 * PNG data URL. Each placeholder is decoded once per page load.
 */
import { thumbHashToDataURL } from 'thumbhash';

const decoded = new Map<string, string | null>();

/** The data URL of a ThumbHash; null when the text is not one (the dominant colour stands in). */
export function placeholderDataUrl(thumbHash: string): string | null {
  let url = decoded.get(thumbHash);
  if (url === undefined) {
    try {
      url = thumbHashToDataURL(Uint8Array.from(atob(thumbHash), (char) => char.charCodeAt(0)));
    } catch {
      url = null;
    }
    decoded.set(thumbHash, url);
  }
  return url;
}
