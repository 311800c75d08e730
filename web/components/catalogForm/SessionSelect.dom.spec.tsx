import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminCatalog, imageDetailHandlers } from '../../../tests/web/fixtures/admin.ts';
import { adminImage } from '../../../tests/web/fixtures/images.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { creativeSessionsPage, imageNew } from '../../content/catalogAdmin.ts';
import { CREATE_CREATIVE_SESSION } from './catalogApi.ts';

let creations: unknown[];
let answerCreation: () => void;

beforeEach(() => {
  creations = [];
  mockServer.use(
    ...imageDetailHandlers(new AdminCatalog([adminImage()])),
    graphql.mutation(CREATE_CREATIVE_SESSION, async ({ variables }) => {
      creations.push(variables.input);
      await new Promise<void>((resolve) => (answerCreation = resolve));
      const session = { __typename: 'CreativeSession' as const, id: 'session-new', title: 'Harbour', description: '', journeyStage: 'brand_discovery' as const, sessionDate: '2026-11-28T00:00:00.000Z', learningInsights: null, nextSteps: null, version: 1, images: [] };
      return HttpResponse.json({ data: { createCreativeSession: session } });
    }),
  );
});

describe("the new image page's new session form", { timeout: 15_000 }, () => {
  it('creates one session when Enter is pressed again while the first save is on its way', async () => {
    const { user } = renderRoute('/image-admin/new', { adminToken: 'test-token' });
    await screen.findByRole('option', { name: /^Test session/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: imageNew.sessions.createToggle }));
    const form = within(screen.getByRole('group', { name: creativeSessionsPage.newTitle }));
    await user.type(form.getByRole('textbox', { name: creativeSessionsPage.fields.title }), 'Harbour');

    await user.type(form.getByRole('textbox', { name: creativeSessionsPage.fields.title }), '{Enter}{Enter}{Enter}');
    await expect.poll(() => creations.length).toBe(1);
    answerCreation();
    await waitFor(() => expect(screen.queryByRole('group', { name: creativeSessionsPage.newTitle })).toBeNull());
    expect(creations).toHaveLength(1);
  });
});
