import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

/** The rules that fail on `code` if it were the file at `path` (from the project root). */
async function failingRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

describe('the media layer', { timeout: 30_000 }, () => {
  it('refuses the server, the client, the event log, Semi and the scripts in media/', async () => {
    for (const target of ['api/app.ts', 'web/main.tsx', 'events/registry.ts', 'semi/answer.ts', 'scripts/replay.ts']) {
      expect(await failingRules('media/x.ts', `import { x } from '../${target}';\nexport const y = x;\n`), target).toEqual(['layers/imports']);
    }
  });

  it('lets media/ use the database connection and its own files', async () => {
    const code = "import type { SqlExecutor } from '../prisma/database.ts';\nimport { variantTable } from './variants.ts';\nexport const y = [variantTable, {} as SqlExecutor];\n";
    expect(await failingRules('media/x.ts', code)).toEqual([]);
  });

  it('refuses media/ in web/: pages get image data through the API', async () => {
    expect(await failingRules('web/components/x.ts', "import { srcsetFor } from '../../media/srcset.ts';\nexport const y = srcsetFor;\n")).toEqual(['layers/imports']);
  });
});
