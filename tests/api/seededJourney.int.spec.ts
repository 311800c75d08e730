import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_QUERY } from '../../web/routes/creativeProcess/journeyDocuments.ts';
import { seededJourney } from '../../build/seededJourney.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

describe.each(databaseKinds)('the prerendered journey on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('is what the journey query answers on a freshly seeded server, type names and order included', async () => {
    // The client asks with the type names its cache adds; so does this.
    const answer = await t.graphql(print(addTypenameToDocument(JOURNEY_QUERY)));
    expect(answer.errors).toBeUndefined();
    // The position the answer was read at is the server's own; the prerender has none (web/ssr/renderPage.tsx).
    const { journeyPosition, ...journey } = answer.data as { journeyPosition: string };
    expect(journeyPosition).toMatch(/^\d+$/);
    expect(journey).toEqual(seededJourney());
  });
});
