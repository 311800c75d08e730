/**
 * The link that saves an image's full-resolution file: the URL the API gives (file.url; an
 * administrator's is signed, so it already has a query) with download=1, which makes the server send it
 * as an attachment named after the image's catalog filename.
 */
export function downloadUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;
}
