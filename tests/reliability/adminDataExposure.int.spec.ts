/**
 * Attacks on the admin area's data (issue 11, item 5): while an administrator works and visitors browse,
 * nothing only administrators may see (event metadata, request ids, addresses, analytics, unanswered
 * questions, every administrators-only query) appears in a public answer, over REST, GraphQL or graphql-ws.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';
import { adminRequests, bearer, IMAGE_ID, startAfterRestart, type AdminAttackServer } from './adminAttacksSupport.ts';

describe.each(databaseKinds)('attacks on the admin area on %s', (kind) => {
  let test: TestDatabase;
  let t: AdminAttackServer;
  let url: string;

  beforeAll(async () => {
    // Restarted with sessions from before, as for the token attacks: the sign-out before the restart is one of
    // the administrator's events whose request id the log keeps (the test finds at least three).
    ({ test, t, url } = await startAfterRestart(kind));
  });
  afterAll(async () => {
    await t?.close();
    await test?.drop();
  });

  const { inject, login, gql } = adminRequests(() => t);

  /** Query fields for administrators only (eventLog, adminSession, and any described as such), each as a document. */
  async function adminOnlyQueries(): Promise<[string, string][]> {
    type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
    const introspection = await gql(
      '{ __schema { queryType { fields { name description args { name type { kind name ofType { kind name ofType { kind name } } } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }',
    );
    const fields = introspection.json().data.__schema.queryType.fields as { name: string; description: string | null; args: { name: string; type: TypeRef }[]; type: TypeRef }[];
    const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
    const sample: Record<string, string> = { ID: `"${IMAGE_ID}"`, String: `"${IMAGE_ID}"`, Int: '1', BigInt: '"1"', Boolean: 'true' };
    return fields
      .filter((field) => field.name === 'eventLog' || field.name === 'adminSession' || /administrators? only/i.test(field.description ?? ''))
      .map((field) => {
        const required = field.args.filter((arg) => arg.type.kind === 'NON_NULL');
        const args = required.length ? `(${required.map((arg) => `${arg.name}: ${sample[named(arg.type).name ?? ''] ?? 'null'}`).join(', ')})` : '';
        const selection = named(field.type).kind === 'OBJECT' ? ' { __typename }' : '';
        return [field.name, `{ ${field.name}${args}${selection} }`];
      });
  }

  it('admin-only data never appears in public answers', async () => {
    const visitor = '203.0.113.77';
    const token = await login(visitor);
    const account = (await gql('{ adminSession { account } }', {}, bearer(token))).json().data.adminSession.account as string;
    const publicAnswers: { label: string; body: string }[] = [];
    const keep = (label: string, response: LightMyRequestResponse) => {
      publicAnswers.push({ label, body: `${JSON.stringify(response.headers)}\n${response.body}` });
      return response;
    };
    // a visitor watches an image live while the administrator edits it
    const client = wsClient(url);
    const watched = subscribe<unknown>(client, `subscription { imageChanged(id: "${IMAGE_ID}") { id description downloadCount updatedAt version usageLocations { page } } }`);
    const stats = subscribe<unknown>(client, 'subscription { usageStatsChanged { totalImages imagesInUse usageByPage { page count } } }');
    await new Promise((resolve) => setTimeout(resolve, 200));

    // admin actions and visitor actions with recognisable values
    expect((await inject({ method: 'PATCH', url: `/api/creative/images/${IMAGE_ID}`, headers: bearer(token), payload: { description: 'Edited in the admin area', rejectionReason: 'internal note' }, remoteAddress: visitor })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/creative/usage/scan', headers: bearer(token), remoteAddress: visitor })).statusCode).toBe(200);
    const visit = keep('page visit', await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'secret-analytics-session', path: '/secret-analytics-path', referrer: 'https://secret-referrer.example/', userAgent: 'SecretAgent/1.0' }, remoteAddress: visitor })).json().id as string;
    keep('navigation', await inject({ method: 'POST', url: '/api/analytics/navigation', payload: { sessionId: 'secret-analytics-session', fromPath: '/secret-analytics-path', toPath: '/secret-destination' }, remoteAddress: visitor }));
    keep('time', await inject({ method: 'PATCH', url: `/api/analytics/page-visit/${visit}`, payload: { timeSpent: '41' }, remoteAddress: visitor }));
    keep('unanswered question', await inject({ method: 'POST', url: '/api/semi/chat', payload: { question: 'what is the zebra-quokka-17 protocol?' }, remoteAddress: visitor }));
    keep('download', await inject({ method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download`, remoteAddress: visitor }));
    await expect.poll(() => watched.values.length, { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(() => stats.values.length, { timeout: 5000 }).toBeGreaterThan(0);

    // the administrator sees the metadata (so the secrets below do exist in the log)…
    const log = await gql('{ eventLog(limit: 1000) { type data metadata } }', {}, bearer(token));
    const events = log.json().data.eventLog as { type: string; data: unknown; metadata: { actor: string; requestId: string } }[];
    expect(events.some((event) => event.metadata.actor === `admin:${account}`)).toBe(true);
    // only the administrator's events keep their request ids (sign-in, the edit, the scan, ...)
    const requestIds = events.map((event) => event.metadata.requestId).filter((id) => id && id.length > 8);
    expect(requestIds.length).toBeGreaterThanOrEqual(3);
    // …but never without a token, nor with a visitor's garbage one
    // every administrators-only query of the schema (found by introspection, so later ones are covered too)
    const adminQueries = await adminOnlyQueries();
    expect(adminQueries.map(([name]) => name)).toEqual(expect.arrayContaining(['eventLog', 'adminSession']));
    const garbage: Record<string, string>[] = [{}, { authorization: `Bearer ${randomBytes(32).toString('base64url')}` }, { authorization: 'Bearer ' }];
    for (const headers of garbage) {
      for (const query of [...adminQueries.map(([, document]) => document), '{ images(limit: 1) { total } eventLog { metadata } }']) {
        const response = keep(`refused ${query}`, await gql(query, {}, headers));
        expect(response.statusCode).toBe(401);
        expect(response.json().data ?? null).toBeNull();
      }
    }

    // every public read, over REST and GraphQL
    for (const path of ['/api/creative/images', `/api/creative/images/${IMAGE_ID}`, '/api/creative/sessions', '/api/creative/usage/stats', '/api/creative/assets/validate', '/healthz']) {
      keep(path, await inject({ url: path }));
    }
    const imageFields =
      'id sessionId title description extendedDescription filename filePath prompt perspective learningStatus journeyStage rejectionReason correctionApproach designPhilosophy complexityLevel downloadCount licensing tags searchKeywords generationParams version updatedAt usageLocations { page section url }';
    for (const query of [
      `{ images(limit: 500) { total items { ${imageFields} } } }`,
      `{ image(id: "${IMAGE_ID}") { ${imageFields} } }`,
      `{ creativeSessions { id title description journeyStage sessionDate learningInsights nextSteps images { ${imageFields} } } }`,
      '{ usageStats { totalImages imagesInUse unusedImages usageByPage { page count } } assetValidation { brokenImages broken { imageId files } } }',
    ]) {
      const response = keep(query.slice(0, 40), await gql(query));
      expect(response.json().errors, response.body.slice(0, 300)).toBeUndefined();
    }
    publicAnswers.push({ label: 'imageChanged', body: JSON.stringify(watched.values) }, { label: 'usageStatsChanged', body: JSON.stringify(stats.values) });
    watched.stop();
    stats.stop();
    await client.dispose();

    const secrets = [
      token,
      'admin:',
      '"actor"',
      '"requestId"',
      visitor,
      '127.0.0.1',
      'secret-analytics',
      'secret-referrer',
      'secret-destination',
      'SecretAgent',
      'zebra-quokka',
      ...requestIds,
    ];
    for (const { label, body } of publicAnswers) {
      for (const secret of secrets) expect(body.includes(secret), `${label} shows ${secret}`).toBe(false);
      expect(body, label).not.toMatch(/\b(?:\d{1,3}\.){3}\d{1,3}\b(?!\.png)/);
    }
  });
});
