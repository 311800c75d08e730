import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeImageReferences } from './build/imageReferencesPlugin.ts';
import { writeInlineScriptHashes } from './build/inlineScriptHashesPlugin.ts';
import { precompressFile } from './build/precompress.ts';
import { prerenderSite, SSR_ENTRY } from './build/prerenderSite.ts';
import { routeMeta } from './web/content/site.ts';
import { PERSPECTIVE_BOOT_SCRIPT } from './web/perspective/perspectiveBootScript.ts';

/** The API server the dev server forwards to (`npm run dev` listens there). */
const apiOrigin = 'http://127.0.0.1:3000';

/** The prerendering entry's build, run by prerenderSite after the client build. */
const ssrOutDir = join(import.meta.dirname, 'dist', 'ssr');

/**
 * The head of every page: the perspective script first (it must run before the first paint), then
 * the home page's title and description (prerendered pages replace them with their own).
 */
function pageHead(): Plugin {
  return {
    name: 'chb-page-head',
    transformIndexHtml: () => [
      { tag: 'script', children: PERSPECTIVE_BOOT_SCRIPT, injectTo: 'head-prepend' },
      { tag: 'title', children: routeMeta['/'].title, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'description', content: routeMeta['/'].description }, injectTo: 'head' },
    ],
  };
}

/** Precompresses each script, stylesheet and SVG of the client build. */
function precompressAssets(): Plugin {
  return {
    name: 'chb-precompress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|html)$/.test(name));
      const publicFiles = (await readdir(join(outDir))).filter((name) => /\.(svg|txt|xml)$/.test(name) && !(name in bundle));
      await Promise.all([...files, ...publicFiles].map((name) => precompressFile(join(outDir, name))));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    pageHead(),
    writeImageReferences(),
    writeInlineScriptHashes(),
    precompressAssets(),
    prerenderSite({ ssrOutDir }),
  ],
  build: isSsrBuild
    ? { ssr: SSR_ENTRY, outDir: ssrOutDir, emptyOutDir: true }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        // scripts/checkBundle.ts reads it to find the home page's chunks.
        manifest: true,
      },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/images': apiOrigin,
      '/healthz': apiOrigin,
      '/graphql': { target: apiOrigin, ws: true },
    },
  },
}));
