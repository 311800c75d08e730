import type { PageMeta } from '../web/content/types.ts';

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

/**
 * A prerendered page paints without JavaScript, which only hydrates it: its scripts are fetched at low
 * priority, behind the HTML's own images and fonts.
 */
function deprioritiseScripts(document: string): string {
  return document.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/** Puts a prerendered page into the built index.html: its title and description, critical CSS and markup. */
export function composePageDocument(template: string, { appHtml, styleTags, meta, headTags = '' }: PageParts): string {
  let document = replaceOnce(deprioritiseScripts(template), /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  document = replaceOnce(document, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}">`);
  document = replaceOnce(document, /<\/head>/, `${headTags}${styleTags}</head>`);
  return replaceOnce(document, /<div id="root"><\/div>/, `<div id="root">${appHtml}</div>`);
}
