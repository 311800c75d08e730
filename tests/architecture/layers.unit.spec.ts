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

describe('the layers lint enforces', () => {
  it("refuses the server's api/ in web/, by a relative path from any depth", async () => {
    expect(await failingRules('web/routes/home/Hero.tsx', "import { x } from '../../../api/x.ts';\nexport const y = x;\n")).toEqual(['layers/imports']);
    expect(await failingRules('web/main.tsx', "export { x } from '../api/usage/service.ts';\n")).toEqual(['layers/imports']);
  });

  it('lets web/ import its own web/api/ and the generated types', async () => {
    expect(await failingRules('web/routes/home/Hero.tsx', "import { apiRequest } from '../../api/apiRequest.ts';\nexport const y = apiRequest;\n")).toEqual([]);
    expect(await failingRules('web/routes/home/Hero.tsx', "import type { X } from '../../generated/graphql.ts';\nexport type Y = X;\n")).toEqual([]);
  });

  it('refuses server modules, the event store, the database, the vocabulary and the generator in web/', async () => {
    for (const target of ['events/store.ts', 'prisma/database.ts', 'domain/vocabulary.ts', 'generator/index.ts', 'scripts/replay.ts']) {
      expect(await failingRules('web/content/x.ts', `import { x } from '../../${target}';\nexport const y = x;\n`), target).toEqual(['layers/imports']);
    }
  });

  it('refuses web/ in api/, also through a dynamic import', async () => {
    expect(await failingRules('api/usage/x.ts', "import { home } from '../../web/content/home.ts';\nexport const y = home;\n")).toEqual(['layers/imports']);
    expect(await failingRules('api/usage/x.ts', "export const load = () => import('../../web/content/home.ts');\n")).toEqual(['layers/imports']);
  });

  it('refuses seed data, the server and the client in events/, but not the database', async () => {
    expect(await failingRules('events/images/x.ts', "import type { CatalogImage } from '../../seed/catalogTypes.ts';\nexport type Y = CatalogImage;\n")).toEqual(['layers/imports']);
    expect(await failingRules('events/x.ts', "import { x } from '../api/x.ts';\nexport const y = x;\n")).toEqual(['layers/imports']);
    expect(await failingRules('events/x.ts', "import type { Database } from '../prisma/database.ts';\nexport type Y = Database;\n")).toEqual([]);
  });

  it('refuses an aggregate, the registry and the maintenance tools in the event store, but not its own files or the database', async () => {
    for (const target of ['../images/events.ts', '../registry.ts', '../maintenance/rebuild.ts', '../readModels/catalogReadModel.ts']) {
      expect(await failingRules('events/store/x.ts', `import { x } from '${target}';\nexport const y = x;\n`), target).toEqual(['layers/imports']);
    }
    expect(await failingRules('events/store/x.ts', "import { EventBus } from './bus.ts';\nimport type { Database } from '../../prisma/database.ts';\nexport const y = [EventBus, {} as Database];\n")).toEqual([]);
    expect(await failingRules('events/images/x.ts', "import { EventBus } from '../store/bus.ts';\nexport const y = EventBus;\n")).toEqual([]);
  });

  it('lets domain/ import only itself and packages', async () => {
    expect(await failingRules('domain/x.ts', "import { z } from 'zod';\nimport { perspective } from './vocabulary.ts';\nexport const y = [z, perspective];\n")).toEqual([]);
    expect(await failingRules('domain/x.ts', "import { x } from '../events/fields.ts';\nexport const y = x;\n")).toEqual(['layers/imports']);
  });

  it("refuses the server, the client, the event store, the database and the scripts in Semi's engine (semi/), and semi/ in web/", async () => {
    expect(await failingRules('semi/x.ts', "import { ChatService } from '../api/semi/chatService.ts';\nexport const y = ChatService;\n")).toEqual(['layers/imports']);
    for (const target of ['web/content/home.ts', 'events/semi/events.ts', 'prisma/database.ts', 'scripts/semiEmbeddings.ts']) {
      expect(await failingRules('semi/x.ts', `import { x } from '../${target}';\nexport const y = x;\n`), target).toEqual(['layers/imports']);
    }
    expect(await failingRules('semi/x.ts', "import { chatAnswerKind } from '../domain/vocabulary.ts';\nimport { MAX_PASSAGES } from './tuning.ts';\nexport const y = [chatAnswerKind, MAX_PASSAGES];\n")).toEqual([]);
    expect(await failingRules('api/semi/x.ts', "import { createSemi } from '../../semi/answer.ts';\nexport const y = createSemi;\n")).toEqual([]);
    expect(await failingRules('web/content/x.ts', "import { REPLIES } from '../../semi/composition.ts';\nexport const y = REPLIES;\n")).toEqual(['layers/imports']);
  });

  it('refuses a raw fetch in web/ except in the REST helper and in tests', async () => {
    const code = "export const load = () => fetch('/api/creative/images');\n";
    expect(await failingRules('web/routes/x.tsx', code)).toEqual(['no-restricted-globals']);
    expect(await failingRules('web/routes/x.tsx', "export const load = () => window.fetch('/api');\n")).toEqual(['no-restricted-properties']);
    expect(await failingRules('web/api/apiRequest.ts', code)).toEqual([]);
    expect(await failingRules('web/routes/x.unit.spec.ts', code)).toEqual([]);
    expect(await failingRules('api/x.ts', code)).toEqual([]);
  });
});
