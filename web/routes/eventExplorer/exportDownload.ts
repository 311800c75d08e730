import { ApiError, apiResponse } from '../../api/apiRequest.ts';

export type ExportOutcome = { ok: true } | { ok: false; status: number; message: string };

/** The server's name for the file, or one made from the format. */
function fileNameOf(response: Response, format: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `events.${format}`;
}

/** A refusal's message, with the server's explanation cut short (it may be a whole page). */
function refusalOf(error: ApiError): ExportOutcome {
  const message = error.body ? `${error.status}: ${error.body.slice(0, 200)}` : error.message;
  return { ok: false, status: error.status, message };
}

/** Fetches the export with the admin bearer token and hands the file to the browser as a download. */
export async function downloadExport(url: string, format: 'ndjson' | 'csv'): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await apiResponse('GET', url);
  } catch (error) {
    if (error instanceof ApiError) return refusalOf(error);
    return { ok: false, status: 0, message: 'the server could not be reached' };
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, format);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { ok: true };
}
