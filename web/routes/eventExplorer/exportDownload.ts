import { readAdminSession } from '../../auth/adminSession.ts';

export type ExportOutcome = { ok: true } | { ok: false; status: number; message: string };

/** The server's name for the file, or one made from the format. */
function fileNameOf(response: Response, format: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `events.${format}`;
}

/** Fetches the export with the admin bearer token and hands the file to the browser as a download. */
export async function downloadExport(url: string, format: 'ndjson' | 'csv'): Promise<ExportOutcome> {
  const token = readAdminSession();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    return { ok: false, status: 0, message: 'the server could not be reached' };
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 200);
    return { ok: false, status: response.status, message: `${response.status}: ${text || response.statusText}` };
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
