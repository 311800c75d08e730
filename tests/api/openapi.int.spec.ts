import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFormatExtension, type ImageManifest } from '../../domain/imageFile.ts';
import { storeSeedFiles } from '../support/seedFiles.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';
/** The Redocly CLI of the dev dependencies (pinned), run by node itself. */
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** The REST table of the specification (SPEC.md section 7). */
const specifiedPaths = [
  'POST /api/analytics/page-visit',
  'POST /api/analytics/navigation',
  'PATCH /api/analytics/page-visit/{id}',
  'POST /api/analytics/page-visit/{id}/time',
  'POST /api/semi/chat',
  'POST /api/images/generate',
  'GET /api/creative/sessions',
  'GET /api/creative/assets/validate',
  'GET /api/creative/images',
  'GET /api/creative/images/{id}',
  'PATCH /api/creative/images/{id}',
  'POST /api/creative/images/{id}/download',
  'POST /api/creative/assets/repair',
  'GET /api/creative/usage/stats',
  'POST /api/creative/usage/scan',
  'POST /api/admin/auth',
  'POST /api/admin/logout',
];

interface Operation {
  tags: string[];
  security?: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean; schema: { enum?: unknown[] } }[];
  /** A binary file's content has no schema; a body-less answer (304) no content. */
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type OpenApi = { openapi: string; servers?: { url: string }[]; tags?: { name: string; description?: string }[]; paths: Record<string, Record<string, Operation>> };

/**
 * The method and path of every route Fastify registered, read off its route tree (`printRoutes`), in
 * OpenAPI's notation. HEAD is Fastify's automatic twin of each GET.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe.each(databaseKinds)('OpenAPI document on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let document: OpenApi;
  let token: string;
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login();
    const response = await t.server.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  /** Sends the request and checks the answer against the document's schema for the route, status and content type. */
  async function documented(path: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toLowerCase();
    const response = await t.server.inject(options);
    const operation = document.paths[path]?.[method];
    expect(operation, `${method} ${path} is documented`).toBeDefined();
    const answer = operation!.responses[String(response.statusCode)];
    expect(answer, `${method} ${path} documents status ${response.statusCode} (${response.body.slice(0, 200)})`).toBeDefined();
    const contentType = String(response.headers['content-type']).split(';')[0]!;
    const content = answer!.content?.[contentType];
    expect(content, `${method} ${path} ${response.statusCode} documents ${contentType}`).toBeDefined();
    if (!content!.schema) return response; // a binary file
    const validate = ajv.compile(content!.schema);
    const body = contentType === 'application/json' ? response.json() : response.body;
    expect(validate(body) ? [] : validate.errors, `${method} ${path} ${response.statusCode} matches its schema`).toEqual([]);
    return response;
  }
  const admin = () => ({ authorization: `Bearer ${token}` });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('passes redocly lint with its recommended rules, offline', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'chb-openapi-'));
    try {
      writeFileSync(join(directory, 'openapi.json'), JSON.stringify(document));
      // Redocly's built-in ruleset: nothing to fetch. No telemetry and no update check either.
      writeFileSync(join(directory, 'redocly.yaml'), 'extends:\n  - recommended\n');
      const lint = await promisify(execFile)(process.execPath, [redoclyCli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format=json'], {
        cwd: directory,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) }));
      expect(lint.stdout, lint.stderr).toMatch(/"totals"/);
      const report = JSON.parse(lint.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
      const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("declares for each operation whether it needs the administrator's bearer token, and the server", async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const required: string[] = [];
    const optional: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        const schemes = operation.security?.map((requirement) => Object.keys(requirement).join('+'));
        if (JSON.stringify(schemes) === '["adminSession"]') required.push(name);
        else if (JSON.stringify(schemes) === '["","adminSession"]') optional.push(name);
        else expect(operation.security, `${name}: public, an empty list`).toEqual([]);
      }
    }
    const described = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
    for (const operation of Object.values(document.paths).flatMap((item) => Object.values(item))) {
      for (const tag of operation.tags) expect(described.get(tag), `tag ${tag} is described`).toMatch(/\w/);
    }
    expect(optional.sort()).toEqual(['GET /api/creative/images', 'GET /api/creative/images/{id}', 'POST /api/creative/images/{id}/download']);
    expect(required.length).toBeGreaterThanOrEqual(10);
    // An operation that declares the token required refuses a call without one, as the document says.
    for (const name of required) {
      const [method, path] = name.split(' ') as [string, string];
      const url = path.replace('{id}', path.startsWith('/api/creative/sessions/') ? 'session-none' : imageId);
      const response = await documented(path, { method: method as 'GET', url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(response.statusCode, name).toBe(401);
    }
    // Anyone may list images; the archived ones need the token.
    expect((await documented('/api/creative/images', { url: '/api/creative/images?archived=all' })).statusCode).toBe(401);
  });

  it('answers 400 to text the database cannot store in the query string of any path, as the document says', async () => {
    for (const [path, item] of Object.entries(document.paths)) {
      if (!item.get || path.includes('{')) continue;
      const refused = await documented(path, { url: `${path}?note=%00` });
      expect(refused.statusCode, path).toBe(400);
    }
  });

  it('describes every route registered under /api/, /images/ and /media/, and the 17 of the specification', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const registered = registeredRoutes(t.server.printRoutes({ commonPrefix: false })).filter((route) => /^\/(api|images|media)\//.test(route.split(' ')[1]!));
    expect(registered).toEqual(expect.arrayContaining(['GET /media/{name}', 'GET /images/generated/{file}']));
    expect(registered.length).toBeGreaterThanOrEqual(specifiedPaths.length);
    expect(operations.sort()).toEqual(registered.sort());
    expect(operations).toEqual(expect.arrayContaining(specifiedPaths));
    const imageDetail = document.paths['/api/creative/images/{id}']!.get!;
    expect(imageDetail.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(document.paths['/api/creative/images']!.get!.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['searchTerm', 'perspective', 'learningStatus', 'journeyStage']),
    );
  });

  it('describes the real answers of the read paths', async () => {
    await documented('/api/creative/images', { url: '/api/creative/images' });
    await documented('/api/creative/images', { url: '/api/creative/images?archived=all', headers: admin() });
    await documented('/api/creative/images/{id}', { url: `/api/creative/images/${imageId}` });
    await documented('/api/creative/sessions', { url: '/api/creative/sessions?journeyStage=brand_discovery' });
    await documented('/api/creative/assets/validate', { url: '/api/creative/assets/validate' });
    await documented('/api/creative/usage/stats', { url: '/api/creative/usage/stats' });
    await documented('/api/images/static-gallery', { url: '/api/images/static-gallery' });
    await documented('/api/openapi.json', { url: '/api/openapi.json' });
  });

  it('describes the real answers of writes and failures', async () => {
    await documented('/api/admin/auth', { method: 'POST', url: '/api/admin/auth', payload: { password: 'wrong' } });
    const signIn = await documented('/api/admin/auth', { method: 'POST', url: '/api/admin/auth', payload: { password: 'correct horse battery staple' } });
    await documented('/api/creative/images/{id}/download', { method: 'POST', url: `/api/creative/images/${imageId}/download` });
    await documented('/api/semi/chat', { method: 'POST', url: '/api/semi/chat', payload: { question: 'What is Hash?' } });
    await documented('/api/creative/images/{id}', { method: 'PATCH', url: `/api/creative/images/${imageId}`, headers: admin(), payload: { description: 'A lighthouse.', tags: ['lighthouse'] } });
    await documented('/api/creative/usage/scan', { method: 'POST', url: '/api/creative/usage/scan', headers: admin() });
    await documented('/api/creative/images/{id}', { url: `/api/creative/images/${imageId}` });
    await documented('/api/creative/images/{id}/archive', { method: 'POST', url: `/api/creative/images/${imageId}/archive`, headers: admin() });
    await documented('/api/creative/images/{id}/restore', { method: 'POST', url: `/api/creative/images/${imageId}/restore`, headers: admin() });
    const visit = await documented('/api/analytics/page-visit', { method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'openapi-visitor', path: '/' } });
    await documented('/api/analytics/page-visit/{id}', { method: 'PATCH', url: `/api/analytics/page-visit/${visit.json().id}`, payload: { timeSpent: '12' } });
    await documented('/api/admin/events/export', { url: '/api/admin/events/export?format=ndjson', headers: admin() });
    await documented('/api/images/generate', { method: 'POST', url: '/api/images/generate', payload: { minimalism: 55 } });

    const invalidFilter = await documented('/api/creative/images', { url: '/api/creative/images?learningStatus=published' });
    expect(invalidFilter.statusCode).toBe(400);
    const missing = await documented('/api/creative/images/{id}', { url: '/api/creative/images/no-such-image' });
    expect(missing.statusCode).toBe(404);
    const anonymous = await documented('/api/creative/images/{id}', { method: 'PATCH', url: `/api/creative/images/${imageId}`, payload: { description: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    await documented('/api/admin/logout', { method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${signIn.json().sessionId}` } });
  });

  it('serves the reference page under the site policy, with its files from this origin', async () => {
    const sitePolicy = (await t.server.inject({ url: '/healthz' })).headers['content-security-policy'];
    const page = await t.server.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(sitePolicy);
    expect(sitePolicy).toMatch(/script-src 'self'/);
    expect(page.body).not.toMatch(/<script>|<script [^>]*src="(?!\/api\/docs\/)/);
    // The site serves /favicon.svg (not part of this in-process server); the rest is the viewer's.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!).filter((url) => url !== '/favicon.svg');
    expect(assets).toHaveLength(3);
    for (const url of assets) {
      const asset = await t.server.inject({ url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toMatch(/^text\/(javascript|css)/);
    }
    expect((await t.server.inject({ url: '/api/docs/assets/package.json' })).statusCode).toBe(404);

    const bundle = '/api/docs/assets/swagger-ui-bundle.js';
    const plain = await t.server.inject({ url: bundle });
    const compressed = await t.server.inject({ url: bundle, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("documents 'all' and the empty value, which mean no filter, among the values of the list filters", async () => {
    const filters = [
      ...['perspective', 'learningStatus', 'journeyStage'].map((name) => ['/api/creative/images', name] as const),
      ['/api/creative/sessions', 'journeyStage'] as const,
    ];
    for (const [path, name] of filters) {
      const parameter = document.paths[path]!.get!.parameters.find((candidate) => candidate.name === name);
      expect(parameter, `${path} ${name}`).toMatchObject({ in: 'query', required: false });
      expect(parameter!.schema.enum, `${path} ${name}`).toEqual(expect.arrayContaining(['all', '']));
      const validate = ajv.compile(parameter!.schema);
      expect([validate('all'), validate(''), validate('published')], `${path} ${name}`).toEqual([true, true, false]);
    }

    // The service answers them as the unfiltered list, as before.
    const unfiltered = await documented('/api/creative/images', { url: '/api/creative/images' });
    for (const value of ['all', '']) {
      const query = ['perspective', 'learningStatus', 'journeyStage'].map((name) => `${name}=${value}`).join('&');
      const answer = await documented('/api/creative/images', { url: `/api/creative/images?${query}` });
      expect(answer.statusCode, query).toBe(200);
      expect(answer.json(), query).toEqual(unfiltered.json());
      expect((await documented('/api/creative/sessions', { url: `/api/creative/sessions?journeyStage=${value}` })).statusCode).toBe(200);
    }
  });

  it('describes the image files it serves under /media/ and /images/, with their content types', async () => {
    const files = { '/media/{name}': ['image/avif', 'image/webp', 'image/jpeg', 'image/png'], '/images/generated/{file}': ['image/png'] };
    for (const [path, types] of Object.entries(files)) {
      const operation = document.paths[path]?.get;
      expect(operation, `GET ${path} is documented`).toBeDefined();
      expect(operation!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', required: true })]));
      expect(Object.keys(operation!.responses['200']?.content ?? {}).sort(), path).toEqual([...types].sort());
      expect(Object.keys(operation!.responses).sort(), path).toEqual(['200', '304', '400', '404']);
    }

    await storeSeedFiles(t);
    const image = (await t.server.inject({ url: `/api/creative/images/${imageId}` })).json() as { filename: string; filePath: string; file: ImageManifest };
    for (const file of [image.file.original, ...image.file.derivatives]) {
      const url = `/media/${file.hash}.${imageFormatExtension[file.format]}`;
      const served = await documented('/media/{name}', { url });
      expect([served.statusCode, served.headers['content-type']], url).toEqual([200, `image/${file.format}`]);
    }
    expect(image.filePath).toBe(`/media/${image.file.original.hash}.${imageFormatExtension[image.file.original.format]}`);
    expect((await documented('/media/{name}', { url: '/media/notes.txt' })).statusCode).toBe(400);
    expect((await documented('/media/{name}', { url: `/media/${'0'.repeat(64)}.png` })).statusCode).toBe(404);

    const generated = await t.server.inject({ method: 'POST', url: '/api/images/generate', payload: { minimalism: 40 } });
    const { imageUrl } = generated.json() as { imageUrl: string };
    const png = await documented('/images/generated/{file}', { url: imageUrl });
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await documented('/images/generated/{file}', { url: `/images/generated/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
  });
});
