/**
 * A prerendered page may carry the normalized Apollo cache its markup was rendered from
 * (build/pageDocument.ts writes it into a JSON block, which the CSP does not treat as a script). The
 * client restores it before hydrating, so the page's queries answer from it without a request.
 */
import type { NormalizedCacheObject } from '@apollo/client';

export const PRERENDERED_CACHE_ELEMENT_ID = 'apollo-cache';

/** The cache the page came with, if any. */
export function readPrerenderedCache(): NormalizedCacheObject | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PRERENDERED_CACHE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as NormalizedCacheObject;
  } catch (error) {
    console.warn('The prerendered data could not be read', error);
    return undefined;
  }
}

/** JSON that cannot end its <script> element early: every '<' is escaped. */
export function prerenderedCacheJson(cache: NormalizedCacheObject): string {
  return JSON.stringify(cache).replace(/</g, '\\u003c');
}
