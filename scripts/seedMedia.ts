/** Writes seed/catalogFiles.json: every seed image rendered through the image pipeline, by image id (a minute or so). */
import { writeFile } from 'node:fs/promises';
import { renderCatalogImage } from '../api/media/catalogRender.ts';
import { configureSharp } from '../media/mediaSettings.ts';
import { projectPath } from '../projectRoot.ts';
import { catalogImages } from '../seed/catalog.ts';

configureSharp();
const files: Record<string, unknown> = {};
for (const [index, image] of catalogImages.entries()) {
  files[image.id] = (await renderCatalogImage(image)).manifest;
  process.stderr.write(`\r${index + 1}/${catalogImages.length} ${image.id}`.padEnd(80));
}
await writeFile(projectPath('seed/catalogFiles.json'), `${JSON.stringify(files, null, 1)}\n`);
process.stderr.write(`\nwrote seed/catalogFiles.json (${catalogImages.length} images)\n`);
