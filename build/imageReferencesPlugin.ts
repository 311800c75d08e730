/**
 * Vite plugin of the client build: writes image-references.json beside index.html, the catalog
 * images each route shows and where on the page. The usage scan of the server records it.
 */
import { basename, extname, join, sep } from 'node:path';
import { runnerImport, type Plugin, type Rollup } from 'vite';
import { IMAGE_REFERENCES_FILE } from '../api/usage/imageReferences.ts';
import { findImageReferences, type ContentModules } from './imageReferences.ts';

/** The content modules (under web/content/) that made it into the client's chunks. */
function bundledContentModules(bundle: Rollup.OutputBundle, contentDir: string): string[] {
  const ids = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const id of output.moduleIds) if (id.startsWith(contentDir)) ids.add(id);
  }
  return [...ids].sort();
}

/** Loads each module in Node and keys its exports by the module's file name ('caseStudy'). */
async function loadModules(ids: readonly string[]): Promise<ContentModules> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const id of ids) {
    const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent' });
    modules[basename(id, extname(id))] = module;
  }
  return modules;
}

export function writeImageReferences(): Plugin {
  let contentDir = '';
  return {
    name: 'chb-image-references',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      contentDir = join(config.root, 'content') + sep;
    },
    async generateBundle(_options, bundle) {
      const found = findImageReferences(await loadModules(bundledContentModules(bundle, contentDir)));
      for (const { imageId, path } of found.unplaced) {
        this.warn(`${imageId} at ${path} is on no known route: add its module to moduleRoutes in build/imageReferences.ts`);
      }
      this.emitFile({ type: 'asset', fileName: IMAGE_REFERENCES_FILE, source: `${JSON.stringify(found, null, 2)}\n` });
    },
  };
}
