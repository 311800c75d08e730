import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { countImageDownload } from '../../api/imageDownloads.ts';
import { imageSources } from '../../images/imageUrls.ts';

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

/**
 * Counts one download with the explicit POST (never an image load), writes the new count into the
 * cache at once, then lets the browser save the full-resolution file. Others see the count through
 * the imageChanged subscription. A failed count only logs; no file is saved then.
 */
export function useDownloadImage() {
  const client = useApolloClient();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const download = useCallback(
    async (image: { readonly id: string; readonly filePath: string; readonly filename: string }) => {
      setPendingId(image.id);
      try {
        const answer = await countImageDownload(image.id);
        client.cache.modify({
          id: client.cache.identify({ __typename: 'CreativeImage', id: image.id }),
          fields: { downloadCount: (current: number) => Math.max(current, answer.downloadCount) },
        });
        saveFile(imageSources(answer.filePath || image.filePath).download, answer.filename || image.filename);
      } catch (error) {
        console.error('Download failed', error);
      } finally {
        setPendingId(null);
      }
    },
    [client],
  );

  return { download, pendingId };
}
