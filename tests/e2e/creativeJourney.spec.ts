import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creativeJourney } from '../../web/content/creativeJourney.ts';
import { journeyStageLabels, learningStatusLabels, perspectiveLabels } from '../../web/generated/vocabulary.ts';
import { imageGallery } from '../../web/content/imageGallery.ts';
import { staticGallery } from '../../web/content/staticGallery.ts';
import { axeOf, gotoHydrated } from './support.ts';

interface ApiImage {
  id: string;
  title: string;
  filename: string;
  downloadCount: number;
  rejectionReason: string | null;
  correctionApproach: string | null;
  designPhilosophy: string | null;
}

/** The e2e server's data directory (tests/e2e/serve.ts), where the image files' blobs live. */
const dataDir = join(tmpdir(), `chb-e2e-${process.env.E2E_PORT ?? 4179}`);

async function apiImages(request: APIRequestContext, query = ''): Promise<ApiImage[]> {
  const response = await request.get(`/api/creative/images${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiImage[];
}

const card = (page: Page, id: string) => page.locator(`[data-testid="image-card"][data-image-id="${id}"]`);

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await axeOf(page, 'WCAG AA').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('Creative Journey', () => {
  test('a download in one browser raises the count shown in another within 2 seconds, without reload', async ({ browser, request }) => {
    const [image] = await apiImages(request);
    if (!image) throw new Error('the catalog is empty');
    const downloader = await (await browser.newContext()).newPage();
    const watcher = await (await browser.newContext()).newPage();
    const socketOpen = watcher.waitForEvent('websocket');
    await watcher.goto('/creative-process');
    const socket = await socketOpen;
    await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('connection_ack') });
    const watched = card(watcher, image.id).getByTestId('card-downloads');
    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount));
    const chapterTotal = watcher.getByTestId('chapter').filter({ has: card(watcher, image.id) }).getByTestId('chapter-downloads');
    const totalBefore = Number(await chapterTotal.textContent());

    await gotoHydrated(downloader, '/creative-process');
    await card(downloader, image.id).getByRole('button', { name: image.title }).click();
    const dialog = downloader.getByRole('dialog');
    const saved = downloader.waitForEvent('download');
    await dialog.getByRole('button', { name: creativeJourney.dialog.download(image.downloadCount) }).click();
    expect((await saved).suggestedFilename()).toBe(image.filename);
    await expect(dialog.getByRole('button', { name: creativeJourney.dialog.download(image.downloadCount + 1) })).toBeVisible();

    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount + 1), { timeout: 2000 });
    await expect(chapterTotal).toHaveText(String(totalBefore + 1), { timeout: 2000 });
    await downloader.context().close();
    await watcher.context().close();
  });

  test("searching 'garden' narrows the gallery, resets to page 1, survives a reload, and Back restores the previous view", async ({ page, request }) => {
    const all = await apiImages(request);
    const gardens = await apiImages(request, '?searchTerm=garden');
    expect(gardens.length).toBeGreaterThan(0);
    expect(gardens.length).toBeLessThan(all.length);

    await gotoHydrated(page, '/creative-process');
    await page.getByRole('tab', { name: creativeJourney.tabs.gallery }).click();
    await expect(page.getByTestId('gallery-total')).toHaveText(creativeJourney.gallery.totalBadge(all.length));
    const pages = Math.ceil(all.length / 20);
    // The first page shown in full before paging on: a click while the gallery still settled was lost once
    // in a clean-clone run (the URL stayed on page 1; noted as a possible race in the page's URL updates).
    await expect(page.getByTestId('page-status')).toHaveText(creativeJourney.gallery.pageStatus(1, pages, all.length));
    await expect(page.getByTestId('image-card')).toHaveCount(20);
    await page.getByRole('button', { name: creativeJourney.gallery.pageLabel(2) }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('page-status')).toHaveText(creativeJourney.gallery.pageStatus(2, pages, all.length));

    await page.getByPlaceholder(creativeJourney.gallery.searchPlaceholder).fill('garden');
    await expect(page).toHaveURL(/q=garden/);
    expect(page.url()).not.toContain('page=');
    await expect(page.getByTestId('gallery-total')).toHaveText(creativeJourney.gallery.totalBadge(gardens.length));
    await expect(page.getByTestId('page-status')).toHaveText(
      creativeJourney.gallery.pageStatus(1, Math.max(1, Math.ceil(gardens.length / 20)), gardens.length),
    );
    await expect(page.getByTestId('image-card')).toHaveCount(Math.min(20, gardens.length));

    await page.reload();
    await expect(page.getByPlaceholder(creativeJourney.gallery.searchPlaceholder)).toHaveValue('garden');
    await expect(page.getByTestId('gallery-total')).toHaveText(creativeJourney.gallery.totalBadge(gardens.length));

    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByPlaceholder(creativeJourney.gallery.searchPlaceholder)).toHaveValue('');
    await expect(page.getByTestId('gallery-total')).toHaveText(creativeJourney.gallery.totalBadge(all.length));
  });

  test("the Filter tab's counts match the API, and 'matching your filters' shows only when a filter is set", async ({ page, request }) => {
    const all = await apiImages(request);
    await gotoHydrated(page, '/creative-process?tab=filter');
    const showing = page.getByTestId('filter-showing');
    await expect(showing).toHaveText(creativeJourney.filter.showing(all.length));
    await expect(page.getByText(creativeJourney.filter.matching)).toHaveCount(0);

    const groups = [
      { label: creativeJourney.filter.perspective, param: 'perspective', labels: perspectiveLabels },
      { label: creativeJourney.filter.status, param: 'learningStatus', labels: learningStatusLabels },
      { label: creativeJourney.filter.stage, param: 'journeyStage', labels: journeyStageLabels },
    ] as const;
    for (const group of groups) {
      const select = page.getByLabel(group.label);
      for (const [value, label] of Object.entries<string>(group.labels)) {
        const count = (await apiImages(request, `?${group.param}=${value}`)).length;
        await expect(select.locator(`option[value="${value}"]`)).toHaveText(creativeJourney.filter.option(label, count));
      }
    }

    const finals = await apiImages(request, '?learningStatus=final_version');
    await page.getByLabel(creativeJourney.filter.status).selectOption('final_version');
    await expect(showing).toHaveText(`${creativeJourney.filter.showing(finals.length)} ${creativeJourney.filter.matching}`);
    await expect(page).toHaveURL(/status=final_version/);
    await expect(page.getByTestId('image-card')).toHaveCount(finals.length);
    await page.getByLabel(creativeJourney.filter.status).selectOption('all');
    await expect(showing).toHaveText(creativeJourney.filter.showing(all.length));
  });

  test('the image dialog opens from a card, shows every section, moves with the arrow keys, closes with Escape and returns focus', async ({ page, request }) => {
    const all = await apiImages(request);
    const image = all.find((candidate) => candidate.rejectionReason && candidate.correctionApproach);
    const philosophical = all.find((candidate) => candidate.designPhilosophy);
    if (!image || !philosophical) throw new Error('the catalog has no image with a rejection and correction, or none with a philosophy');
    await gotoHydrated(page, '/creative-process?tab=filter');
    const opener = card(page, image.id).getByRole('button', { name: image.title });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: image.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`image=${image.id}`));
    for (const text of [
      creativeJourney.dialog.description,
      creativeJourney.dialog.prompt,
      creativeJourney.dialog.quality,
      creativeJourney.dialog.rejection,
      creativeJourney.dialog.correction,
    ]) {
      await expect(dialog.getByRole('heading', { name: text, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(/^Complexity: [1-5]\/5$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Download Full Resolution \(\d+ downloads\)$/ })).toBeVisible();
    const index = all.findIndex((candidate) => candidate.id === image.id);
    const position = page.getByTestId('dialog-position');
    await expect(position).toHaveText(creativeJourney.dialog.position(index + 1, all.length));
    await expect(position).toHaveAttribute('aria-live', 'polite');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    const next = all[(index + 1) % all.length];
    await expect(page.getByRole('dialog', { name: next?.title })).toBeVisible();
    await expect(position).toHaveText(creativeJourney.dialog.position(((index + 1) % all.length) + 1, all.length));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: image.title })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(page.url()).not.toContain('image=');

    await gotoHydrated(page, `/creative-process?image=${philosophical.id}`);
    const linked = page.getByRole('dialog', { name: philosophical.title });
    await expect(linked).toBeVisible();
    await expect(linked.getByRole('heading', { name: creativeJourney.dialog.philosophy, exact: true })).toBeVisible();
  });

  test("a missing image file shows the badge and 'Auto-Repair', which renders it again and hides the badge", async ({ page, request }) => {
    // The server renders the seed's files beside serving: wait until the check finds them all.
    test.setTimeout(120_000);
    const brokenImages = async () => ((await (await request.get('/api/creative/assets/validate')).json()) as { brokenImages: number }).brokenImages;
    await expect.poll(brokenImages, { timeout: 90_000, intervals: [1_000] }).toBe(0);
    // An image no other test reads; its full-resolution file, which no page loads on its own.
    const answer = await request.post('/graphql', { data: { query: '{ image(id: "img-founders-pipes-night-road") { file { hash url } } }' } });
    const { file } = ((await answer.json()) as { data: { image: { file: { hash: string; url: string } } } }).data.image;
    // The file blob store's layout (media/fileBlobStore.ts): DATA_DIR/blobs/<2 hex>/<2 hex>/<sha256>.
    const blob = join(dataDir, 'blobs', file.hash.slice(0, 2), file.hash.slice(2, 4), file.hash);
    await rm(blob);

    await gotoHydrated(page, '/creative-process');
    await expect(page.getByText(creativeJourney.brokenImages(1))).toBeVisible();
    await page.getByRole('button', { name: creativeJourney.autoRepair }).click();
    await expect(page.getByText(creativeJourney.brokenImages(1))).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: creativeJourney.autoRepair })).toHaveCount(0);
    // The repair stored the blob again (before anything asked for it), and the file is served.
    expect((await stat(blob)).isFile()).toBe(true);
    const served = await request.get(file.url);
    expect(served.status()).toBe(200);
    expect(createHash('sha256').update(await served.body()).digest('hex')).toBe(file.hash);
  });

  test('the generated images gallery shows the three samples with a full view and the debug count', async ({ page }) => {
    await gotoHydrated(page, '/image-gallery');
    await expect(page.getByRole('heading', { level: 1, name: staticGallery.title })).toBeVisible();
    await expect(page.getByRole('link', { name: staticGallery.backLink.label })).toHaveAttribute('href', '/products');
    await expect(page.getByTestId('gallery-card')).toHaveCount(3);
    await expect(page.getByTestId('gallery-count')).toHaveText(imageGallery.debug.count(3));
    await page.getByRole('button', { name: imageGallery.viewFullLabel('Content Creators') }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: imageGallery.close }).click();
    await expect(overlay).toHaveCount(0);
    const href = await page.getByRole('link', { name: imageGallery.downloadLabel('Startup Founders') }).getAttribute('href');
    expect((await page.request.get(href ?? '')).ok()).toBe(true);
  });

  // The story tab and /image-gallery, at both sizes, are accessibility.spec.ts's.
  for (const url of ['/creative-process?tab=gallery', '/creative-process?tab=filter']) {
    test(`axe finds no serious or critical violation on ${url}`, async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('axe finds no serious or critical violation in the open image dialog', async ({ page, request }) => {
    const [image] = await apiImages(request);
    await gotoHydrated(page, `/creative-process?image=${image?.id ?? ''}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
