import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Where the client's GraphQL documents live (issue 29): a component's fragment sits beside the
 * component, so an `*Api.ts` file of operations defines a fragment only for its own folder; and one
 * mutation is written once, so its cache update and its error handling cannot drift apart.
 */
const root = join(import.meta.dirname, '..', '..');
const web = join(root, 'web');

/** Every source file of the client (codegen reads documents from all of them), from the project root. */
const clientFiles = readdirSync(web, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path) && !path.startsWith(`generated/`))
  .map((path) => relative(root, join(web, path)).split('\\').join('/'));

const source = (path: string) => readFileSync(join(root, path), 'utf8');

/** The fragment definitions of a source file, by name. */
const fragmentsDefined = (text: string) => [...text.matchAll(/\bfragment\s+([A-Za-z_]\w*)\s+on\s/g)].map((match) => match[1]!);

/** The type codegen generates for a fragment: AdminImage_image → AdminImage_ImageFragment. */
const fragmentType = (name: string) => `${name.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('_')}Fragment`;

/** Whether a file reads the fragment: spreads it in a document or uses its generated type. */
const reads = (text: string, name: string) => new RegExp(`\\.\\.\\.\\s*${name}\\b`).test(text) || new RegExp(`\\b${fragmentType(name)}\\b`).test(text);

/** Files outside the defining file's folder that read a fragment an `*Api.ts` file defines. */
function readersElsewhere(files: readonly { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const api of files.filter(({ path }) => /Api\.ts$/.test(path))) {
    for (const name of fragmentsDefined(api.text)) {
      for (const reader of files) {
        if (dirname(reader.path) !== dirname(api.path) && reads(reader.text, name)) found.push(`${reader.path} reads ${name} from ${api.path}`);
      }
    }
  }
  return found;
}

/** The mutation documents that select editImage (an alias included). */
const editImageDocuments = (text: string) => [...text.matchAll(/\bmutation\b[^{]*\{\s*(?:\w+\s*:\s*)?editImage\s*\(/g)].length;

describe("the client's GraphQL documents", () => {
  const files = clientFiles.map((path) => ({ path, text: source(path) }));

  it('keep a fragment of an *Api.ts file to the components of its own folder', () => {
    expect(readersElsewhere(files)).toEqual([]);
  });

  it('hold exactly one editImage mutation', () => {
    const documents = files.flatMap(({ path, text }) => Array.from({ length: editImageDocuments(text) }, () => path));
    expect(documents).toHaveLength(1);
  });

  it('find a fragment read from another folder, by its spread or its type, and every editImage mutation', () => {
    const api = { path: 'web/components/admin/adminApi.ts', text: 'graphql(`fragment AdminImage_image on CreativeImage { id }`);' };
    const sameFolder = { path: 'web/components/admin/useX.ts', text: 'graphql(`query Q { image(id: 1) { ...AdminImage_image } }`);' };
    const spread = { path: 'web/routes/imageAdmin/grid.ts', text: 'graphql(`fragment AdminGridImage_image on CreativeImage { ...AdminImage_image archivedAt }`);' };
    const typed = { path: 'web/routes/imageDetail/Page.tsx', text: "import type { AdminImage_ImageFragment } from '../../generated/graphql.ts';" };
    expect(readersElsewhere([api, sameFolder])).toEqual([]);
    expect(readersElsewhere([api, sameFolder, spread, typed])).toEqual([
      'web/routes/imageAdmin/grid.ts reads AdminImage_image from web/components/admin/adminApi.ts',
      'web/routes/imageDetail/Page.tsx reads AdminImage_image from web/components/admin/adminApi.ts',
    ]);
    expect(editImageDocuments('mutation EditImage($id: ID!) {\n  editImage(id: $id, input: {}) { id }\n}')).toBe(1);
    expect(editImageDocuments('mutation Other($id: ID!) { saved: editImage(id: $id, input: {}) { id } }')).toBe(1);
    expect(editImageDocuments('mutation Undo { undoImageEdit(eventPosition: 1) { id } }')).toBe(0);
  });
});
