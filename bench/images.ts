import { ensureCatalogAssets } from '../api/assets/catalogFiles.ts';
import { startTestApp } from '../tests/support/app.ts';
import { median } from './support.ts';

export interface CatalogRenderFigures {
  images: number;
  seconds: number;
  p50PerImageMs: number;
}

/** The whole catalog rendered into an empty DATA_DIR: full-size PNG and both WebP thumbnails per image. */
export async function benchCatalogRender(): Promise<CatalogRenderFigures> {
  const t = await startTestApp('pglite');
  try {
    const started = performance.now();
    const result = await ensureCatalogAssets(t.app);
    return { images: result.rendered, seconds: (performance.now() - started) / 1000, p50PerImageMs: median(result.renderMs) };
  } finally {
    await t.close();
  }
}
