import { apiRequest } from './apiRequest.ts';

export interface DownloadCounted {
  readonly downloadCount: number;
  readonly filePath: string;
  readonly filename: string;
}

/**
 * Counts one download of an image. It carries the admin token like every other call, so the
 * server can tell an administrator's download from a visitor's.
 */
export function countImageDownload(imageId: string): Promise<DownloadCounted> {
  return apiRequest<DownloadCounted>('POST', `/api/creative/images/${encodeURIComponent(imageId)}/download`);
}
