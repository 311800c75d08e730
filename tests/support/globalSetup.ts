import { renderedCatalogCache } from './catalogCache.ts';

/** Renders the catalog once for the whole run; server processes the tests spawn start from copies of it. */
export default async function setup() {
  process.env.CHB_CATALOG_CACHE = await renderedCatalogCache();
}
