import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../errors.ts';
import { readImageReferences } from './contentScan.ts';

describe('readImageReferences', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chb-image-references-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the references and unplaced images the client build listed', async () => {
    const list = {
      references: [{ imageId: 'img-a', page: '/', section: 'hero.startup_founders' }],
      unplaced: [{ imageId: 'img-b', path: 'notes.teaser' }],
    };
    await writeFile(join(dir, 'good.json'), JSON.stringify(list));
    expect(await readImageReferences(join(dir, 'good.json'))).toEqual(list);
  });

  it('fails with a clear 503 when the client is not built, rather than finding nothing', async () => {
    const failure = readImageReferences(join(dir, 'missing.json'));
    await expect(failure).rejects.toBeInstanceOf(UserError);
    await expect(failure).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/web client is not built.*npm run build:web/) });
  });

  it('refuses a file that is not a list of image references', async () => {
    await writeFile(join(dir, 'text.json'), 'not json');
    await writeFile(join(dir, 'shape.json'), JSON.stringify({ references: [{ imageId: 'img-a' }] }));
    await expect(readImageReferences(join(dir, 'text.json'))).rejects.toThrow(/is not a list of image references/);
    await expect(readImageReferences(join(dir, 'shape.json'))).rejects.toThrow(/is not a list of image references/);
  });
});
