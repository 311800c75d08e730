/** Writes web/generated/catalogPictures.ts: the content pages' images as <picture> data, from seed/catalogFiles.json (build/catalogPictures.ts). */
import { writeFile } from 'node:fs/promises';
import { CATALOG_PICTURES_FILE, catalogPicturesSource } from '../build/catalogPictures.ts';
import { projectPath } from '../projectRoot.ts';

await writeFile(projectPath(CATALOG_PICTURES_FILE), await catalogPicturesSource());
process.stderr.write(`wrote ${CATALOG_PICTURES_FILE}\n`);
