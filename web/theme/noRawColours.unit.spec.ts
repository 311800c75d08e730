import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
/** The theme owns every colour; generated code is not written by hand. */
const allowedFolders = new Set(['theme', 'generated']);
const hexColour = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return folder === webRoot && allowedFolders.has(entry.name) ? [] : sourceFiles(path);
    // Tests may compare against a colour the theme produces.
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('colours in web/', () => {
  it('come from the theme tokens: no raw hex colour outside web/theme/ and web/generated/', () => {
    const found = sourceFiles(webRoot).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.match(hexColour) ?? []).map((hex) => `${relative(webRoot, file)}:${index + 1} ${hex}`)),
    );
    expect(found).toEqual([]);
  });
});
