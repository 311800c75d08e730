import { createHash } from 'node:crypto';
import type { renderGraphiQL } from '@graphql-yoga/render-graphiql';

type GraphiQLOptions = Parameters<typeof renderGraphiQL>[0];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The strictest Content-Security-Policy GraphiQL works under. Its one inline script (the bundled app) is
 * allowed by its hash, not by 'unsafe-inline'. What remains relaxed, and why (RELIABILITY.md):
 * - worker-src blob: the editor's language workers are started from blob URLs the page makes itself;
 * - style-src 'unsafe-inline': the editor sets style attributes and inserts style elements at run time;
 * - img-src / font-src data: the favicon and the editor's icon font are inlined as data URLs.
 * Nothing may come from another origin, and the only connection is to this origin (HTTP and graphql-ws).
 */
function policyFor(html: string): string {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => sha256(body!));
  return [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    "worker-src blob:",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * GraphiQL's tab strip keeps the layout offsets its reorder animation measured while the example tabs
 * mounted, and shows them on the tab that takes focus: a pressed tab jumped away from the pointer and
 * the click was lost. Pinned in place, a tab switches on click; dragging no longer shows a tab moving.
 */
const TAB_PLACEMENT_STYLE = '<style>.graphiql-tab{transform:none!important}</style>';

/**
 * Renders GraphiQL once per set of options and remembers the policy that page needs. The renderer is
 * imported on the first request for the playground: its bundle is held as about 27 MB of source text,
 * which a server whose playground nobody opens should not carry.
 */
export function graphiqlPage() {
  const pages = new Map<string, { html: string; policy: string }>();
  let policy = '';
  return {
    async render(options: GraphiQLOptions): Promise<string> {
      const key = JSON.stringify(options ?? {});
      let page = pages.get(key);
      if (!page) {
        const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
        const html = renderGraphiQL(options).replace('</head>', `${TAB_PLACEMENT_STYLE}</head>`);
        pages.set(key, (page = { html, policy: policyFor(html) }));
      }
      policy = page.policy;
      return page.html;
    },
    /** The policy of the page rendered last (the options do not change while the server runs). */
    get policy() {
      return policy;
    },
  };
}
