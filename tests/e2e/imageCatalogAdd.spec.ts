import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeOf } from './support.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return { page: await context.newPage(), token: sessionId };
}

/** The journey gallery and the admin grid refetch on catalogChanged: a new image shows within this without a reload. */
const LIVE_MS = 2_000;

/** A title no other test (nor an earlier run on the shared server) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface FileRecord {
  readonly hash: string;
  readonly format: string;
}

interface ImageRecord {
  readonly id: string;
  readonly filePath: string;
  readonly filename: string;
  readonly sessionId: string;
  /** The file manifest: the processed original and every derivative, by hash. */
  readonly file: { readonly original: FileRecord; readonly derivatives: readonly FileRecord[] };
}

interface SessionRecord {
  readonly id: string;
  readonly title: string;
  readonly images?: readonly { readonly id: string }[];
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function sessions(request: APIRequestContext): Promise<SessionRecord[]> {
  const response = await request.get('/api/creative/sessions');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SessionRecord[];
}

async function imageRecord(request: APIRequestContext, token: string, id: string): Promise<ImageRecord> {
  const response = await request.get(`/api/creative/images/${id}`, { headers: auth(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ImageRecord;
}

/** Catalogues an image through REST (the domain's values: '16:9', 'gallery'), for tests about editing it. */
async function catalogued(request: APIRequestContext, token: string, title: string): Promise<ImageRecord> {
  const [session] = await sessions(request);
  const response = await request.post('/api/creative/images', {
    headers: auth(token),
    data: {
      title,
      prompt: 'a lighthouse of semicolons above a calm sea',
      perspective: 'startup_founders',
      journeyStage: 'brand_discovery',
      sessionId: session!.id,
      learningStatus: 'final_version',
      complexityLevel: 2,
      generationParams: { colorPalette: 'vibrant', aspectRatio: '16:9', background: 'white', minimalism: 40, seed: 7, contextType: 'gallery' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ImageRecord;
}

/** The full-resolution file as served: a generated image's processed original is a JPEG (PNG when it has transparency). */
async function servedFile(request: APIRequestContext, filePath: string): Promise<Buffer> {
  const response = await request.get(filePath);
  expect(response.status(), filePath).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  return response.body();
}

const history = (page: Page) => page.getByRole('list', { name: 'History' }).getByTestId('history-entry');

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await axeOf(page, 'WCAG AA and best practice').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('cataloguing images (issue 19)', () => {
  test('the new-image page, the sessions page and the full edit form have no serious or critical axe violation', async ({ browser, baseURL }) => {
    // Three pages, each analysed whole: 34 s in a clean-clone run on the shared 2-core machine.
    test.setTimeout(120_000);
    const { page } = await signedInPage(browser, baseURL);
    await page.goto('/image-admin/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Image' })).toBeVisible();
    await page.getByRole('button', { name: 'Create a new session' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/image-admin/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Creative Sessions' })).toBeVisible();
    await page.getByTestId('creative-session').first().getByRole('button', { name: /^Edit / }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/image-detail/img-founders-early-circuit-sunrise');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByLabel('Seed')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('an image catalogued in one browser shows in another’s journey gallery and admin grid within 2 s without a reload, and its file is served', async ({ browser, baseURL }) => {
    const title = unique('Catalogued lighthouse');
    const { page: author, token } = await signedInPage(browser, baseURL);
    const { page: gallery } = await signedInPage(browser, baseURL);
    const grid = await gallery.context().newPage();

    await gallery.goto(`/creative-process?tab=gallery&q=${encodeURIComponent(title)}`);
    await expect(gallery.getByTestId('gallery-total')).toBeVisible();
    await expect(gallery.getByText(title)).toHaveCount(0);
    await grid.goto(`/image-admin?q=${encodeURIComponent(title)}`);
    await expect(grid.getByText('No images found')).toBeVisible();

    await author.goto('/image-admin/new');
    await expect(author.getByRole('heading', { level: 1, name: 'New Image' })).toBeVisible();
    await expect(author.getByLabel('Licensing')).toHaveValue('Creative Commons CC0');
    await author.getByLabel('Title').fill(title);
    await author.getByLabel('Prompt').fill('a lighthouse of semicolons above a calm sea');
    await author.getByLabel('Description', { exact: true }).fill('A lighthouse drawn from punctuation.');
    await author.getByLabel('Perspective').selectOption('content_creators');
    // A session made in place, inside the image form, becomes the image's session.
    const sessionTitle = unique('Inline session');
    await author.getByRole('button', { name: 'Create a new session' }).click();
    const inline = author.getByRole('group', { name: 'New session' });
    await inline.getByLabel('Title').fill(sessionTitle);
    await inline.getByLabel('Date').fill('2025-07-02');
    await inline.getByLabel('Journey stage').selectOption('brand_discovery');
    await inline.getByRole('button', { name: 'Create Session' }).click();
    await expect(author.getByText('Session created')).toBeVisible();
    await expect(author.getByLabel('Creative session').locator('option:checked')).toHaveText(`${sessionTitle} (2025-07-02, Brand Discovery)`);
    // The image's stage follows its session's.
    await expect(author.getByLabel('Journey stage', { exact: true })).toHaveValue('brand_discovery');
    await author.getByLabel('Color palette').selectOption({ label: 'Soft' });
    await author.getByLabel('Seed').fill('11');
    await author.getByLabel('Tags').fill('lighthouse, e2e');
    // The preview comes from the local generator once typing pauses.
    await expect(author.getByTestId('image-preview')).toHaveAttribute('src', /^\/images\/generated\//, { timeout: 15_000 });

    await author.getByRole('button', { name: 'Catalogue Image' }).click();
    await expect(author).toHaveURL(/\/image-detail\/[^/]+$/, { timeout: 15_000 });
    await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const id = decodeURIComponent(new URL(author.url()).pathname.split('/').pop()!);

    await expect(gallery.getByText(title).first()).toBeVisible({ timeout: LIVE_MS });
    await expect(grid.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: LIVE_MS });

    const image = await imageRecord(author.request, token, id);
    const file = await servedFile(author.request, image.filePath);
    expect(file.length).toBeGreaterThan(0);
    expect(image.filePath).toMatch(new RegExp(`^/media/${image.file.original.hash}\\.(jpg|png)$`));
    const session = (await sessions(author.request)).find((candidate) => candidate.title === sessionTitle);
    expect(image.sessionId).toBe(session?.id);
    await author.context().close();
    await gallery.context().close();
  });

  test('a field the server refuses is marked beside the field, and nothing is saved', async ({ browser, baseURL }) => {
    const { page } = await signedInPage(browser, baseURL);
    await page.goto('/image-admin/new');
    await page.getByLabel('Title').fill('x'.repeat(201));
    await page.getByLabel('Prompt').fill('a quiet field');
    await page.getByLabel('Creative session').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Catalogue Image' }).click();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'must be at most 200 characters' })).toBeVisible();
    await expect(page).toHaveURL(/\/image-admin\/new$/);

    // Leaving with unsaved changes asks first; declining keeps the form as typed.
    const question = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await page.getByRole('link', { name: 'Cancel' }).click();
    expect(await question).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(/\/image-admin\/new$/);
    await expect(page.getByLabel('Prompt')).toHaveValue('a quiet field');
    await page.context().close();
  });

  test("editing the generation parameters renders a new file, keeps the old one (an administrator's), and the history shows both versions", async ({ browser, baseURL }) => {
    const { page, token } = await signedInPage(browser, baseURL);
    const before = await catalogued(page.request, token, unique('Re-rendered lighthouse'));
    const oldFile = await servedFile(page.request, before.filePath);

    await page.goto(`/image-detail/${before.id}`);
    await expect(page.getByTestId('image-parameters')).toContainText('seed 7');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Seed').fill('8');
    await page.getByLabel('Color palette').selectOption({ label: 'Monochrome' });
    // A change that re-renders shows what the new file will look like before it is saved.
    await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^\/images\/generated\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Image updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    const after = await imageRecord(page.request, token, before.id);
    expect(after.filePath).not.toBe(before.filePath);
    await expect(page.getByText(after.filename, { exact: true }).first()).toBeVisible();
    // The page shows the new file: its <img> names one of the new render's files (an administrator's links are signed).
    const shown = /^\/media\/([0-9a-f]{64})\.(?:jpg|png)\?access=/.exec((await page.locator('figure picture img').getAttribute('src')) ?? '')?.[1];
    expect(after.file.derivatives.map((derivative) => derivative.hash).concat(after.file.original.hash)).toContain(shown);
    await expect(page.getByTestId('image-parameters')).toContainText('Monochrome palette');
    const newFile = await servedFile(page.request, after.filePath);
    expect(newFile.equals(oldFile)).toBe(false);

    const fileEntry = history(page).filter({ hasText: 'Image file' });
    await expect(fileEntry).toHaveCount(1);
    await expect(fileEntry.getByTestId('history-file-from')).toHaveAttribute('href', new RegExp(`^/media/${before.file.original.hash}\\.(jpg|png)\\?access=`));
    // The old file stays, the administrator's through the history's signed link; visitors get the current file only.
    const oldLink = (await fileEntry.getByTestId('history-file-from').getAttribute('href'))!;
    expect((await servedFile(page.request, oldLink)).equals(oldFile)).toBe(true);
    expect((await page.request.get(before.filePath)).status()).toBe(404);
    await expect(fileEntry.getByTestId('history-file-to')).toHaveAttribute('href', new RegExp(`^/media/${after.file.original.hash}\\.(jpg|png)\\?access=`));
    const paramsEntry = history(page).filter({ hasText: 'Generation parameters' });
    await expect(paramsEntry).toContainText('Vibrant palette');
    await expect(paramsEntry).toContainText('seed 7');
    await expect(paramsEntry).toContainText('Monochrome palette');
    await expect(paramsEntry).toContainText('seed 8');
    await page.context().close();
  });

  test('a creative session is created and edited on the sessions page, and an image moves into it from its detail page', async ({ browser, baseURL }) => {
    const { page, token } = await signedInPage(browser, baseURL);
    const sessionTitle = unique('Harbour session');
    const { page: other } = await signedInPage(browser, baseURL);
    await other.goto('/image-admin/sessions');
    await expect(other.getByTestId('creative-session').first()).toBeVisible();
    await page.goto('/image-admin/sessions');
    await expect(page.getByRole('heading', { level: 1, name: 'Creative Sessions' })).toBeVisible();
    const create = page.getByRole('form', { name: 'New session' });
    await create.getByLabel('Title').fill(`${sessionTitle} draft`);
    await create.getByLabel('Date').fill('2025-06-01');
    await create.getByLabel('Journey stage').selectOption('perspective_mastery');
    await create.getByLabel('Learning insights').fill('Fewer shapes read better.');
    await create.getByRole('button', { name: 'Create Session' }).click();
    await expect(page.getByText('Session created')).toBeVisible();
    const item = page.getByTestId('creative-session').filter({ hasText: `${sessionTitle} draft` });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Perspective Mastery');
    // Another administrator's list follows on catalogChanged, without a reload.
    await expect(other.getByTestId('creative-session').filter({ hasText: `${sessionTitle} draft` })).toBeVisible({ timeout: LIVE_MS });

    await item.getByRole('button', { name: `Edit ${sessionTitle} draft` }).click();
    const edit = page.getByRole('form', { name: `Edit ${sessionTitle} draft` });
    await edit.getByLabel('Title').fill(sessionTitle);
    await edit.getByLabel('Next steps').fill('Try the harbour at night.');
    await edit.getByRole('button', { name: 'Save Session' }).click();
    await expect(page.getByText('Session updated')).toBeVisible();
    await expect(page.getByTestId('creative-session').filter({ hasText: sessionTitle }).getByRole('heading', { name: sessionTitle, exact: true })).toBeVisible();
    const session = (await sessions(page.request)).find((candidate) => candidate.title === sessionTitle);
    expect(session, 'the edited session is listed under its new title').toBeDefined();

    const image = await catalogued(page.request, token, unique('Moving lighthouse'));
    expect(image.sessionId).not.toBe(session!.id);
    await other.goto(`/image-detail/${image.id}`);
    await expect(other.getByTestId('image-session')).not.toHaveText('…');
    await page.goto(`/image-detail/${image.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Creative session').selectOption({ label: `${sessionTitle} (2025-06-01, Perspective Mastery)` });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Image updated successfully')).toBeVisible();
    await expect(page.getByTestId('image-session')).toHaveText(sessionTitle);
    // The other administrator's open detail page follows the move.
    await expect(other.getByTestId('image-session')).toHaveText(sessionTitle, { timeout: LIVE_MS });
    await other.context().close();
    await expect(history(page).filter({ hasText: 'Creative session' })).toContainText(sessionTitle);
    expect((await imageRecord(page.request, token, image.id)).sessionId).toBe(session!.id);
    await page.context().close();
  });
});
