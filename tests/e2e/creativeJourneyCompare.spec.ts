import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creativeJourney } from '../../web/content/creativeJourney.ts';
import { editableImageFieldLabels, imageSortLabels } from '../../web/generated/vocabulary.ts';
import { axeOf, gotoHydrated } from './support.ts';

interface ApiImage {
  id: string;
  title: string;
  perspective: string;
  learningStatus: string;
  sessionId: string;
  downloadCount: number;
}

const copy = creativeJourney.compare;

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { sessionId: string }).sessionId;
}

const firstCard = (page: Page) => page.getByTestId('image-card').first();

/** Resolves once the page's catalogChanged subscription has been sent on its socket. */
async function openWatchingCatalog(page: Page, url: string): Promise<void> {
  const socketOpen = page.waitForEvent('websocket');
  await page.goto(url);
  const socket = await socketOpen;
  await socket.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('JourneyCatalogChanged') });
}

async function apiImages(request: APIRequestContext, query = ''): Promise<ApiImage[]> {
  const response = await request.get(`/api/creative/images${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiImage[];
}

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await axeOf(page, 'WCAG AA').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

const pick = (page: Page, id: string) => page.locator(`[data-compare-pick="${id}"]`);
const comparedColumns = (page: Page) => page.getByTestId('compare-table').locator('thead th[data-compared]');
const fieldRow = (page: Page, field: string) => page.getByTestId('compare-table').locator(`tr[data-field="${field}"]`);

/** Two images of the same status and session but different perspectives. */
function differingPair(images: readonly ApiImage[]): [ApiImage, ApiImage] {
  for (const first of images) {
    const second = images.find(
      (other) => other.sessionId === first.sessionId && other.learningStatus === first.learningStatus && other.perspective !== first.perspective,
    );
    if (second) return [first, second];
  }
  throw new Error('the catalog has no two images of one session and status with different perspectives');
}

test.describe('Creative Journey: Compare', () => {
  test('after hydration, choosing five images compares four, says why the fifth was ignored, and a reload shows the same comparison', async ({
    page,
    request,
  }) => {
    const chosen = (await apiImages(request)).slice(0, 5);
    await gotoHydrated(page, '/creative-process');
    await page.getByRole('tab', { name: creativeJourney.tabs.compare }).click();
    await expect(page.getByRole('tab', { name: creativeJourney.tabs.compare })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('group', { name: copy.modesLabel }).getByRole('button', { name: copy.modes.selected }).click();
    await expect(page.getByRole('heading', { name: copy.noneSelected })).toBeVisible();
    await expect(page.getByText(copy.noneSelectedHint)).toBeVisible();

    for (const image of chosen) await pick(page, image.id).click();

    await expect(page.getByRole('status').filter({ hasText: copy.limitReached })).toBeVisible();
    await expect(comparedColumns(page)).toHaveCount(4);
    for (const image of chosen.slice(0, 4)) await expect(pick(page, image.id)).toHaveAttribute('aria-pressed', 'true');
    await expect(pick(page, chosen[4]!.id)).toHaveAttribute('aria-pressed', 'false');
    const ids = chosen.slice(0, 4).map((image) => image.id);
    await expect(page).toHaveURL(new RegExp(`tab=compare&mode=selected&compare=${ids.join(',')}$`));

    await page.reload();
    await expect(comparedColumns(page)).toHaveCount(4);
    expect(await comparedColumns(page).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-compared')))).toEqual(ids);
    await expect(page.getByTestId('compare-limit')).toHaveText('');

    await page.getByRole('button', { name: copy.remove(chosen[0]!.title) }).click();
    await expect(comparedColumns(page)).toHaveCount(3);
    await pick(page, chosen[4]!.id).click();
    await expect(comparedColumns(page)).toHaveCount(4);
    await expect(page.getByTestId('compare-limit')).toHaveText('');
  });

  test('the side-by-side view marks exactly the fields that differ, generation parameters included', async ({ page, request }) => {
    const [first, second] = differingPair(await apiImages(request));
    await gotoHydrated(page, `/creative-process?tab=compare&mode=selected&compare=${first.id},${second.id}`);
    await expect(comparedColumns(page)).toHaveCount(2);
    await expect(page.getByRole('columnheader', { name: first.title })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: editableImageFieldLabels.perspective })).toBeVisible();

    await expect(fieldRow(page, 'perspective')).toHaveAttribute('data-differs', 'true');
    await expect(fieldRow(page, 'perspective').getByRole('rowheader')).toContainText(copy.differs);
    await expect(fieldRow(page, 'title')).toHaveAttribute('data-differs', 'true');
    await expect(fieldRow(page, 'learningStatus')).toHaveAttribute('data-differs', 'false');
    await expect(fieldRow(page, 'learningStatus').getByRole('rowheader')).not.toContainText(copy.differs);
    await expect(fieldRow(page, 'session')).toHaveAttribute('data-differs', 'false');
    await expect(fieldRow(page, 'journeyStage')).toHaveAttribute('data-differs', 'false');
    await expect(fieldRow(page, 'params.seed')).toBeVisible();
    await expect(fieldRow(page, 'params.colorPalette').getByRole('rowheader')).toContainText(copy.params.colorPalette!);
  });

  test('ids in the URL that name no image are dropped', async ({ page, request }) => {
    const [image] = await apiImages(request);
    await gotoHydrated(page, `/creative-process?tab=compare&mode=selected&compare=no-such-image,${image!.id},,${image!.id}`);
    await expect(comparedColumns(page)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`compare=${image!.id}$`));
  });

  test('by perspective and by quality show at most 8 images a group and point to the Gallery for the rest', async ({ page, request }) => {
    const all = await apiImages(request);
    await gotoHydrated(page, '/creative-process?tab=compare&mode=perspective');
    const groups = page.getByTestId('compare-group');
    await expect(groups).toHaveCount(new Set(all.map((image) => image.perspective)).size);
    for (const group of await groups.all()) expect(await group.getByTestId('image-card').count()).toBeLessThanOrEqual(8);
    const sizes = new Map<string, number>();
    for (const image of all) sizes.set(image.perspective, (sizes.get(image.perspective) ?? 0) + 1);
    const largest = Math.max(...sizes.values());
    expect(largest).toBeGreaterThan(8);
    await expect(page.getByText(copy.moreInGallery(8, largest)).first()).toBeVisible();

    await page.getByRole('group', { name: copy.modesLabel }).getByRole('button', { name: copy.modes.quality }).click();
    await expect(page).toHaveURL(/mode=quality/);
    await expect(groups).toHaveCount(new Set(all.map((image) => image.learningStatus)).size);
    await page.getByRole('button', { name: copy.openGallery }).first().click();
    await expect(page.getByRole('tab', { name: creativeJourney.tabs.gallery })).toHaveAttribute('aria-selected', 'true');
  });

  test('the tabs still move with the arrow keys, Compare among them', async ({ page }) => {
    await gotoHydrated(page, '/creative-process?tab=filter');
    await page.getByRole('tab', { name: creativeJourney.tabs.filter }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: creativeJourney.tabs.compare })).toBeFocused();
    await expect(page).toHaveURL(/tab=compare/);
    await expect(page.getByTestId('compare-sessions')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: creativeJourney.tabs.story })).toBeFocused();
  });

  test('an empty catalog shows the empty texts of each mode', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'CreativeJourney') return route.fallback();
      await route.fulfill({ json: { data: { creativeSessions: [], images: { __typename: 'ImagePage', total: 0, items: [] } } } });
    });
    await gotoHydrated(page, '/creative-process?tab=compare');
    await expect(page.getByText(copy.noSessions)).toBeVisible();
    await page.getByRole('group', { name: copy.modesLabel }).getByRole('button', { name: copy.modes.perspective }).click();
    await expect(page.getByText(copy.noImages)).toBeVisible();
    await page.getByRole('group', { name: copy.modesLabel }).getByRole('button', { name: copy.modes.selected }).click();
    await expect(page.getByText(copy.noImages)).toBeVisible();
  });

  for (const view of ['mode=session', 'mode=quality', 'mode=selected&compare=']) {
    test(`axe finds no serious or critical violation on the Compare tab (${view.split('&')[0]})`, async ({ page, request }) => {
      const [first, second] = differingPair(await apiImages(request));
      const url = `/creative-process?tab=compare&${view}${view.endsWith('=') ? `${first.id},${second.id}` : ''}`;
      await gotoHydrated(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('Creative Journey: Gallery sort and live catalog', () => {
  test('sorting by most downloaded follows live download counts, resets to page 1 and survives a reload', async ({ page, request }) => {
    const ranked = await apiImages(request, '?sort=most_downloaded');
    const target = ranked.at(-1)!;
    expect(target.id).not.toBe(ranked[0]!.id);

    await openWatchingCatalog(page, '/creative-process?tab=gallery&page=2');
    const sort = page.getByLabel(creativeJourney.gallery.sortLabel);
    await expect(sort).toHaveValue('journey');
    await sort.selectOption({ label: imageSortLabels.MOST_DOWNLOADED });
    await expect(page).toHaveURL(/sort=most_downloaded/);
    expect(page.url()).not.toContain('page=');
    await expect(firstCard(page)).toHaveAttribute('data-image-id', ranked[0]!.id);

    const times = (ranked[0]!.downloadCount - target.downloadCount) + 3;
    for (let i = 0; i < times; i += 1) expect((await request.post(`/api/creative/images/${target.id}/download`)).ok()).toBe(true);
    await expect(firstCard(page)).toHaveAttribute('data-image-id', target.id, { timeout: 5000 });

    await page.reload();
    await expect(page.getByLabel(creativeJourney.gallery.sortLabel)).toHaveValue('most_downloaded');
    await expect(firstCard(page)).toHaveAttribute('data-image-id', target.id);
  });

  test('an image an administrator adds appears in an open gallery within 2 seconds, and leaves it when archived', async ({ page, request }) => {
    const token = await adminToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const [session] = (await (await request.get('/api/creative/sessions')).json()) as { id: string }[];
    await openWatchingCatalog(page, '/creative-process?tab=gallery&sort=newest');

    const title = `Live semicolon ${Date.now().toString(36)}`;
    const added = await request.post('/api/creative/images', {
      headers: auth,
      data: {
        title,
        prompt: 'a quiet harbour of commas at dawn',
        perspective: 'content_creators',
        journeyStage: 'brand_discovery',
        sessionId: session!.id,
        learningStatus: 'final_version',
        complexityLevel: 2,
        generationParams: { colorPalette: 'soft', aspectRatio: '4:3', background: 'white', minimalism: 60, seed: 11, contextType: 'gallery' },
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    try {
      await expect(firstCard(page)).toHaveAttribute('data-image-id', id, { timeout: 2000 });
      await expect(firstCard(page)).toContainText(title);
    } finally {
      expect((await request.post(`/api/creative/images/${id}/archive`, { headers: auth })).ok()).toBe(true);
    }
    await expect(page.locator(`[data-testid="image-card"][data-image-id="${id}"]`)).toHaveCount(0, { timeout: 2000 });
  });
});
