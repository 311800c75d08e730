import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clientBuildDir } from '../../api/site/clientBuild.ts';
import { IMAGE_REFERENCES_FILE } from '../../api/usage/imageReferences.ts';
import { renderedCatalogCache } from './catalogCache.ts';
import { migratedTemplates } from './databases.ts';

/**
 * Renders the catalog once for the whole run (server processes the tests spawn start from copies of
 * it), and makes the migrated template databases the tests' databases are copied from.
 */
export default async function setup() {
  // The usage scan and the content security policy read what the client build wrote.
  if (!existsSync(join(clientBuildDir, IMAGE_REFERENCES_FILE))) throw new Error('the integration tests need the client build: run npm run build first');
  const [catalog, dropTemplates] = await Promise.all([renderedCatalogCache(), migratedTemplates()]);
  process.env.CHB_CATALOG_CACHE = catalog;
  return dropTemplates;
}
