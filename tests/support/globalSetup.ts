import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clientBuildDir } from '../../api/site/clientBuild.ts';
import { IMAGE_REFERENCES_FILE } from '../../api/usage/imageReferences.ts';
import { renderedCatalogCache } from './catalogCache.ts';

/** Renders the catalog once for the whole run; server processes the tests spawn start from copies of it. */
export default async function setup() {
  // The usage scan and the content security policy read what the client build wrote.
  if (!existsSync(join(clientBuildDir, IMAGE_REFERENCES_FILE))) throw new Error('the integration tests need the client build: run npm run build first');
  process.env.CHB_CATALOG_CACHE = await renderedCatalogCache();
}
