/**
 * Vite plugin of the client build: once the client is written, builds the server entry
 * (web/ssr/renderPage.tsx) and writes every public route as a complete HTML document, plus
 * sitemap.xml and robots.txt, all precompressed. The server (api/site/staticSite.ts) serves them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { renderPage } from '../web/ssr/renderPage.tsx';
import { prerenderedFile, publicRoutes } from '../web/ssr/publicRoutes.ts';
import { seededJourney } from './seededJourney.ts';
import { composePageDocument } from './pageDocument.ts';
import { precompressFile } from './precompress.ts';
import { robotsTxt, sitemapXml } from './seoFiles.ts';

/** The origin in sitemap.xml and robots.txt; SITE_ORIGIN at build time overrides it. */
const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

export const SSR_ENTRY = 'ssr/renderPage.tsx';

interface PrerenderOptions {
  /** The server entry's output directory. */
  readonly ssrOutDir: string;
}

async function writeText(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  await precompressFile(path);
}

/** The body text's face (Inter, Latin): without it at first paint, text reflows when it arrives (layout shift). */
const BODY_FONT_FILE = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/;

/**
 * The built stylesheet (only the fonts' @font-face rules, about 2 KB) goes into the page itself: one
 * render-blocking request fewer before the first paint. The body font is preloaded beside it.
 */
async function inlineStylesheets(template: string, clientOutDir: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g)];
  let inlined = template;
  for (const [link, file] of links) {
    const css = await readFile(join(clientOutDir, file!), 'utf8');
    const bodyFont = BODY_FONT_FILE.exec(css)?.[0];
    const preload = bodyFont ? `<link rel="preload" as="font" type="font/woff2" href="${bodyFont}" crossorigin>` : '';
    inlined = inlined.replace(link, () => `${preload}<style>${css}</style>`);
  }
  return inlined;
}

export function prerenderSite({ ssrOutDir }: PrerenderOptions): Plugin {
  let clientOutDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'chb-prerender-site',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      clientOutDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    async closeBundle() {
      await build({ configFile, mode, logLevel: 'warn', build: { ssr: SSR_ENTRY } });
      const entry = pathToFileURL(join(ssrOutDir, 'renderPage.js')).href;
      const { renderPage: render } = (await import(entry)) as { renderPage: typeof renderPage };
      const journey = seededJourney();
      const template = await inlineStylesheets(await readFile(join(clientOutDir, 'index.html'), 'utf8'), clientOutDir);
      for (const route of publicRoutes) {
        const page = await render(route, { journey });
        await writeText(join(clientOutDir, prerenderedFile(route)), composePageDocument(template, page));
      }
      const origin = process.env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN;
      await writeText(join(clientOutDir, 'sitemap.xml'), sitemapXml(origin));
      await writeText(join(clientOutDir, 'robots.txt'), robotsTxt(origin));
    },
  };
}
