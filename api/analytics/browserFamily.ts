/** Reduces a user agent to a browser family before anything is stored (privacy: no raw user agents). */
export function browserFamily(userAgent: string): string {
  if (/bot|crawl|spider|slurp|headless|lighthouse|curl|wget|python-requests|httpclient/i.test(userAgent)) return 'Bot';
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return userAgent.trim() ? 'Other' : 'Unknown';
}
