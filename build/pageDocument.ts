import type { PageMeta } from '../web/content/types.ts';
import { AFTER_PAINT_LOADER_SCRIPT, AFTER_PAINT_TEMPLATE_ID } from '../web/ssr/afterPaintLoader.ts';

export interface PageParts {
  readonly appHtml: string;
  readonly styleTags: string;
  readonly meta: PageMeta;
  /** Extra tags for <head>, such as the hero image preload. */
  readonly headTags?: string;
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

/** Puts a prerendered page into the built index.html: its title and description, critical CSS and markup. */
export function composePageDocument(template: string, { appHtml, styleTags, meta, headTags = '' }: PageParts): string {
  let document = replaceOnce(loadScriptsAfterFirstPaint(template), /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  document = replaceOnce(document, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}">`);
  document = replaceOnce(document, /<\/head>/, `${headTags}${styleTags}</head>`);
  return replaceOnce(document, /<div id="root"><\/div>/, `<div id="root">${appHtml}</div>`);
}
