import { useCallback, useEffect, useRef, useState } from 'react';

export type UploadStatus = 'ready' | 'uploading' | 'processing' | 'saved' | 'refused';

export type Dimensions = { readonly width: number; readonly height: number } | 'reading' | 'unreadable';

/** One file of the batch, from the moment it is dropped to its saved image. */
export interface BatchFile {
  /** Names its fields in the form (files.<key>.title). */
  readonly key: string;
  readonly file: File;
  /** An object URL of the file for its preview (revoked when the file leaves the batch). */
  readonly previewUrl: string;
  /** As the browser decodes the file. */
  readonly dimensions: Dimensions;
  readonly status: UploadStatus;
  /** Of the upload, while status is 'uploading'. */
  readonly percent: number;
  /** Why the server refused it, in its words. */
  readonly message: string | null;
  /** The image it became. */
  readonly saved: { readonly id: string; readonly title: string } | null;
}

/** The file's width and height as the browser decodes it (upright, as the server will store it); null when it cannot. */
export async function decodedDimensions(file: Blob, url: string): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  }
}

let nextKey = 1;

/**
 * The files of an upload batch and where each stands. Files are added (dropped or picked) and removed
 * while not saved; each is decoded once for its dimensions; previews are released with the batch.
 */
export function useUploadBatch() {
  const [files, setFiles] = useState<readonly BatchFile[]>([]);
  const urls = useRef(new Map<string, string>());

  useEffect(() => {
    const open = urls.current;
    return () => {
      for (const url of open.values()) URL.revokeObjectURL(url);
      open.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<Omit<BatchFile, 'key' | 'file' | 'previewUrl'>>) => {
    setFiles((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const add = useCallback(
    (picked: readonly File[]) => {
      const added = picked.map((file): BatchFile => {
        const key = `f${nextKey++}`;
        const previewUrl = URL.createObjectURL(file);
        urls.current.set(key, previewUrl);
        return { key, file, previewUrl, dimensions: 'reading', status: 'ready', percent: 0, message: null, saved: null };
      });
      setFiles((current) => [...current, ...added]);
      for (const entry of added) {
        void decodedDimensions(entry.file, entry.previewUrl).then((size) => update(entry.key, { dimensions: size ?? 'unreadable' }));
      }
      return added;
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    const url = urls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(key);
    setFiles((current) => current.filter((entry) => entry.key !== key));
  }, []);

  return { files, add, remove, update };
}

/** Runs `work` on each item, at most `limit` at once; resolves when all have finished. */
export async function eachWithConcurrency<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}
