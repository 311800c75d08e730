import type { NormalizedCacheObject } from '@apollo/client';
import { PRERENDERED_CACHE_ELEMENT_ID, prerenderedCacheJson } from '../web/apollo/prerenderedCache.ts';
import type { PageMeta } from '../web/content/types.ts';
import { AFTER_PAINT_LOADER_SCRIPT, AFTER_PAINT_TEMPLATE_ID } from '../web/ssr/afterPaintLoader.ts';

export interface PageParts {
  readonly appHtml: string;
  readonly styleTags: string;
  readonly meta: PageMeta;
  /** Extra tags for <head>, such as the hero image preload. */
  readonly headTags?: string;
  /** The Apollo cache the markup was rendered from: the client restores it before hydrating. */
  readonly apolloCache?: NormalizedCacheObject;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(document: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(document)) throw new Error(`the page template has no ${pattern.source}`);
  return document.replace(pattern, () => replacement);
}

/** A module script or module preload tag, with the white space after it. */
const SCRIPT_TAG = /(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)\s*/g;

/**
 * A prerendered page paints without JavaScript, which only hydrates it: its script and module-preload
 * tags wait, inert in a template, until the loader fetches them after the first paint
 * (web/ssr/afterPaintLoader.ts).
 */
function loadScriptsAfterFirstPaint(document: string): string {
  const tags = (document.match(SCRIPT_TAG) ?? []).map((tag) => tag.trimEnd());
  if (tags.length === 0) throw new Error('the page template loads no module script');
  const first = document.indexOf(tags[0]!);
  const rest = document.slice(first).replace(SCRIPT_TAG, '');
  const deferred = `<script>${AFTER_PAINT_LOADER_SCRIPT}</script><template id="${AFTER_PAINT_TEMPLATE_ID}">${tags.join('')}</template>`;
  return `${document.slice(0, first)}${deferred}${rest}`;
}

/**
 * Data for the client, after #root: a JSON block is not a script to the browser (nor to the CSP) and
 * waits to be read.
 */
function dataBlock(apolloCache: NormalizedCacheObject | undefined): string {
  return apolloCache ? `<script type="application/json" id="${PRERENDERED_CACHE_ELEMENT_ID}">${prerenderedCacheJson(apolloCache)}</script>` : '';
}

/** Puts a prerendered page into the built index.html: its title and description, critical CSS, markup and data. */
export function composePageDocument(template: string, { appHtml, styleTags, meta, headTags = '', apolloCache }: PageParts): string {
  let document = replaceOnce(loadScriptsAfterFirstPaint(template), /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  document = replaceOnce(document, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}">`);
  document = replaceOnce(document, /<\/head>/, `${headTags}${styleTags}</head>`);
  return replaceOnce(document, /<div id="root"><\/div>/, `<div id="root">${appHtml}</div>${dataBlock(apolloCache)}`);
}
