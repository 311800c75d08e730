import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { countImageDownload } from '../../api/imageDownloads.ts';
import { downloadUrl } from '../../images/downloadUrl.ts';

/** Lets the browser save a same-origin file under its own name. */
function saveFile(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** What the hook reads of an image: the full-resolution file's URL as the API gives it (an administrator's is signed). */
export interface DownloadableImage {
  readonly id: string;
  readonly filename: string;
  readonly file?: { readonly url: string } | null;
}

/**
 * Counts one download with the explicit POST (never an image load), writes the new count into the
 * cache at once, then lets the browser save the full-resolution file (file.url with download=1, which
 * the server sends under the catalog filename). Others see the count through the imageChanged
 * subscription. A failed count only logs; no file is saved then. A second call for an image whose
 * download is still on its way (a double click) is ignored: it would count and save the file twice.
 */
export function useDownloadImage() {
  const client = useApolloClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  // A ref, not the state: a second click can arrive before the state of the first has rendered.
  const inFlight = useRef(new Set<string>());

  const download = useCallback(
    async (image: DownloadableImage) => {
      if (inFlight.current.has(image.id)) return;
      inFlight.current.add(image.id);
      setPendingId(image.id);
      try {
        const answer = await countImageDownload(image.id);
        client.cache.modify({
          id: client.cache.identify({ __typename: 'CreativeImage', id: image.id }),
          fields: { downloadCount: (current: number) => Math.max(current, answer.downloadCount) },
        });
        saveFile(downloadUrl(image.file?.url ?? answer.filePath), answer.filename || image.filename);
      } catch (error) {
        console.error('Download failed', error);
      } finally {
        inFlight.current.delete(image.id);
        setPendingId((current) => (current === image.id ? null : current));
      }
    },
    [client],
  );

  return { download, pendingId };
}
