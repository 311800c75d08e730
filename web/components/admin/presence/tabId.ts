/**
 * This browser tab's id for presence: random per page load, so a reload or a duplicated tab (which
 * copies sessionStorage) is a tab of its own.
 */
function randomTabId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `tab-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export const tabId = randomTabId();
