import { access, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMAGE_REFERENCES_FILE } from '../usage/imageReferences.ts';
import { INLINE_SCRIPT_HASHES_FILE } from './inlineScriptHashes.ts';
import { loadHtmlDocument, REVALIDATE, sendHtmlDocument, type HtmlDocument } from './htmlDocument.ts';

export interface StaticSiteOptions {
  /** The client build (dist/web): index.html, hashed files under assets/, prerendered pages under pages/, root files. */
  root: string;
  /** Whether a route's prerendered document still holds; when not, the route gets the shell and the client renders it. */
  prerenderIsCurrent?: (route: string) => boolean;
}

/** Hashed file names change with their content, so browsers may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Paths the API owns; the page fallback never answers them, so unknown API paths stay plain 404s. */
const reservedPrefixes = ['/api', '/graphql', '/healthz', '/images'];

function isReserved(path: string): boolean {
  return reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A last segment with an extension asks for a file; a missing file is a 404, not the app. */
function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/** '/products/' is '/products'; the root stays '/'. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The route of a prerendered document: pages/index.html is '/', pages/products.html is '/products'. */
function routeOfPage(file: string): string {
  const path = file.slice(0, -'.html'.length);
  return path === 'index' ? '/' : `/${path}`;
}

/** The prerendered documents the build wrote under pages/, by route. */
async function loadPrerenderedPages(root: string): Promise<Map<string, HtmlDocument>> {
  const pagesDir = join(root, 'pages');
  // A client-only build (no prerendering) has no pages/: every route gets the shell.
  const files = (await readdir(pagesDir, { recursive: true }).catch(() => [])).filter((file) => file.endsWith('.html'));
  const documents = await Promise.all(files.map(async (file) => [routeOfPage(file), await loadHtmlDocument(join(pagesDir, file))] as const));
  return new Map(documents);
}

/**
 * Serves the React client on the API's origin: the built files; the prerendered document of each
 * public route; and index.html, the empty shell the client renders into, for every other GET so
 * the client's router can render the route (including its own 404 page).
 */
export async function registerStaticSite(server: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = resolve(options.root);
  const indexPath = join(root, 'index.html');
  await access(indexPath).catch(() => {
    throw new Error(`the web client is not built: ${indexPath} is missing (run npm run build:web)`);
  });
  const shell = await loadHtmlDocument(indexPath);
  const prerendered = await loadPrerenderedPages(root);

  await server.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per built file, found at start; everything else falls through to the handler below.
    wildcard: false,
    // The .br/.gz twins are chosen by Accept-Encoding (preCompressed), never requested by name;
    // prerendered pages are served at their routes' paths only; the image references are the server's.
    globIgnore: ['**/*.br', '**/*.gz', 'pages/**', IMAGE_REFERENCES_FILE, INLINE_SCRIPT_HASHES_FILE],
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(join(root, 'assets')) ? IMMUTABLE_CACHE : REVALIDATE);
    },
  });

  server.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (isReserved(path) || looksLikeFile(path)) return reply.callNotFound();
    const route = withoutTrailingSlash(path);
    const page = prerendered.get(route);
    return sendHtmlDocument(request, reply, page && (options.prerenderIsCurrent?.(route) ?? true) ? page : shell);
  });
}
