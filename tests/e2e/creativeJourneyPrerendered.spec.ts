import { expect, test, type Page, type Route } from '@playwright/test';
import { catalogImages, catalogCreativeSessions } from '../../seed/catalog.ts';
import { creativeJourney } from '../../web/content/creativeJourney.ts';
import { collectPageErrors } from './support.ts';

interface JourneyAnswer {
  data: { images: { items: { id: string; title: string; downloadCount: number }[] } };
}

/** The operation name of a GraphQL request over HTTP, if it is one. */
function operationOf(route: Route): string | undefined {
  const request = route.request();
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return undefined;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
}

/** Resolves once the page has hydrated: the journey tabs are disabled in the prerendered HTML until then. */
async function waitForJourneyHydration(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: creativeJourney.tabs.gallery })).toBeEnabled();
}

test.describe('The prerendered Creative Journey', () => {
  // A journey query still in its route handler when the test ends (the page asks again when another spec adds
  // an image) otherwise fails the run outside any test ('route.fetch: Test ended').
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('hydrates without an error on a later day than it was built, then counts the days to that day', async ({ page }) => {
    const errors = collectPageErrors(page);
    const later = new Date(Date.now() + 10 * 86_400_000);
    await page.clock.setSystemTime(later);
    await page.goto('/creative-process');
    await waitForJourneyHydration(page);
    const earliest = [...catalogCreativeSessions].map((session) => session.sessionDate).sort()[0]!;
    const days = Math.floor((later.getTime() - new Date(earliest).getTime()) / 86_400_000);
    await expect(page.getByTestId('story-summary')).toHaveText(creativeJourney.story.summary(catalogCreativeSessions.length, days));
    expect(errors).toEqual([]);
  });

  test('hydrates from the data that came with the page: every chapter and card works while the journey query goes unanswered', async ({ page }) => {
    const errors = collectPageErrors(page);
    const held: Route[] = [];
    let askedBeforeHydration = false;
    let hydrated = false;
    await page.route('**/graphql', async (route) => {
      if (operationOf(route) !== 'CreativeJourney') return route.continue();
      if (!hydrated) askedBeforeHydration = !(await page.getByRole('tab', { name: creativeJourney.tabs.gallery }).isEnabled());
      held.push(route); // never answered: the page must not need it
    });
    await page.goto('/creative-process');
    await waitForJourneyHydration(page);
    hydrated = true;

    await expect(page.getByTestId('chapter')).toHaveCount(catalogCreativeSessions.length);
    await expect(page.getByTestId('image-card')).toHaveCount(catalogImages.length);
    const image = catalogImages[catalogImages.length - 1]!;
    await page.locator(`[data-image-card="${image.id}"]`).click();
    await expect(page.getByRole('dialog')).toContainText(image.prompt);
    expect(askedBeforeHydration).toBe(false);
    // At most the background refresh, once.
    expect(held.length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  test('shows what changed since the build once the background refresh answers', async ({ page }) => {
    const image = catalogImages[0]!;
    const editedTitle = `${image.title} (edited after the build)`;
    await page.route('**/graphql', async (route) => {
      if (operationOf(route) !== 'CreativeJourney') return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as JourneyAnswer;
      const item = answer.data.images.items.find((candidate) => candidate.id === image.id)!;
      item.title = editedTitle;
      item.downloadCount = 41;
      await route.fulfill({ response, json: answer });
    });
    await page.goto('/creative-process');
    const card = page.locator(`[data-testid="image-card"][data-image-id="${image.id}"]`);
    await expect(card.getByRole('button', { name: editedTitle })).toBeVisible();
    await expect(card.getByTestId('card-downloads')).toHaveText(creativeJourney.card.downloads(41));
    await expect(page.getByTestId('image-card')).toHaveCount(catalogImages.length);
  });

  test('starts its live feeds after the position the background refresh read the journey at', async ({ page }) => {
    let refreshedAt: string | undefined;
    await page.route('**/graphql', async (route) => {
      if (operationOf(route) !== 'CreativeJourney') return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { data: { journeyPosition: string } };
      refreshedAt = answer.data.journeyPosition;
      await route.fulfill({ response, json: answer });
    });
    const subscribedAfter = new Map<string, unknown>();
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type: string; payload?: { operationName?: string; variables?: { after?: unknown } } };
        if (message.type === 'subscribe' && message.payload?.operationName) subscribedAfter.set(message.payload.operationName, message.payload.variables?.after);
      }),
    );
    await page.goto('/creative-process');
    await expect.poll(() => subscribedAfter.get('ImageChanged')).toBeDefined();
    expect(refreshedAt).toMatch(/^[1-9][0-9]*$/);
    expect(subscribedAfter.get('ImageChanged')).toBe(refreshedAt);
    expect(subscribedAfter.get('JourneyCatalogChanged')).toBe(refreshedAt);
  });
});
