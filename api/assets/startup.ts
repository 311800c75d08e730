import cliProgress from 'cli-progress';
import type { App } from '../app.ts';
import { ensureCatalogAssets, type EnsureCatalogResult } from './catalogFiles.ts';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
};

/**
 * Renders the catalog images whose files are missing, before the server starts listening.
 * On a terminal a progress bar shows the work; otherwise the log gets one line at the end.
 */
export async function renderCatalogOnStart(app: Pick<App, 'db' | 'config' | 'logger'>, stream: NodeJS.WriteStream = process.stderr): Promise<EnsureCatalogResult> {
  const bar = stream.isTTY
    ? new cliProgress.SingleBar(
        { format: 'rendering catalog images [{bar}] {value}/{total} {imageId}', stream, hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let started = false;
  const began = performance.now();
  const result = await ensureCatalogAssets(app, {
    onProgress: ({ done, total, imageId }) => {
      if (!bar) return;
      if (!started) bar.start(total, 0, { imageId });
      started = true;
      bar.update(done, { imageId });
    },
  });
  bar?.stop();
  if (result.rendered) {
    app.logger.info(
      { rendered: result.rendered, files: result.filesWritten, seconds: Math.round(performance.now() - began) / 1000, p50Ms: Math.round(median(result.renderMs)) },
      'catalog images rendered',
    );
  }
  return result;
}
