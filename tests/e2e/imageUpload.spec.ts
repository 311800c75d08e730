import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';
import { imageUpload } from '../../web/content/imageFiles.ts';
import { gotoHydrated } from './support.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

/** A title no other test (nor an earlier run on the shared server) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return context.newPage();
}

/** Noise compresses badly: a few hundred KB, as a real photo would be. */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

interface DroppedFile {
  readonly name: string;
  readonly type: string;
  readonly base64: string;
}

/** Drops the files on the drop zone as a drag from the desktop does: a drop event whose DataTransfer holds them. */
async function dropFiles(page: Page, files: readonly DroppedFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((dropped) => {
    const transfer = new DataTransfer();
    for (const { name, type, base64 } of dropped) transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type }));
    return transfer;
  }, files);
  await page.getByTestId('upload-drop-zone').dispatchEvent('drop', { dataTransfer });
}

test.describe('uploading image files (issue 30)', () => {
  test("an administrator drops two files, sees their progress, saves, and a visitor's open journey page shows both without a reload", async ({ browser, baseURL }) => {
    // Two browsers, two uploads each processed into every width and format, on a shared 2-core machine.
    test.setTimeout(90_000);
    const png = await noise(900, 600).png().toBuffer();
    const jpeg = await noise(1200, 800).jpeg({ quality: 92 }).toBuffer();
    expect(png.length).toBeGreaterThan(200_000);
    expect(jpeg.length).toBeGreaterThan(200_000);
    const stamp = unique('x').split(' ')[1]!;
    const files = [
      { name: `harbour-${stamp}.png`, type: 'image/png', base64: png.toString('base64'), title: `Uploaded harbour ${stamp}`, size: '900 × 600' },
      { name: `field-${stamp}.jpg`, type: 'image/jpeg', base64: jpeg.toString('base64'), title: `Uploaded field ${stamp}`, size: '1200 × 800' },
    ];

    // The visitor's journey is open, its live feed connected, before anything is uploaded.
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    const subscribed = new Promise<void>((resolve) =>
      visitor.on('websocket', (socket) => socket.on('framesent', (frame) => String(frame.payload).includes('JourneyCatalogChanged') && resolve())),
    );
    await gotoHydrated(visitor, '/creative-process');
    await subscribed;
    for (const file of files) await expect(visitor.getByRole('button', { name: file.title })).toHaveCount(0);

    const admin = await signedInPage(browser, baseURL);
    await admin.goto('/image-admin/new');
    await admin.getByRole('tab', { name: imageUpload.modes.upload }).click();
    await expect(admin).toHaveURL(/\/image-admin\/new\?mode=upload$/);
    // Within the upload panel: the Generate form stays in the page too, hidden.
    const panel = admin.getByRole('tabpanel', { name: imageUpload.modes.upload });
    await expect(panel.getByTestId('upload-empty')).toBeVisible();
    await dropFiles(admin, files);

    const session = panel.getByLabel('Creative session');
    await expect(session.locator('option')).not.toHaveCount(1);
    await session.selectOption({ index: 1 });
    for (const file of files) {
      const card = panel.getByRole('listitem', { name: imageUpload.file.fieldsLabel(file.name) });
      // The browser decoded the file: its preview and its dimensions.
      await expect(card.getByTestId('upload-file-dimensions')).toHaveText(file.size);
      await expect(card.getByRole('img', { name: imageUpload.file.previewAlt(file.name) })).toHaveJSProperty('complete', true);
      await card.getByLabel('Title').fill(file.title);
      await card.getByLabel('Prompt').fill(`an e2e upload, ${file.type}`);
    }

    // Every status each file's progress shows, in order, as the page shows them.
    await admin.evaluate(() => {
      const seen: Record<string, string[]> = {};
      (window as unknown as { uploadStatuses: typeof seen }).uploadStatuses = seen;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll<HTMLElement>('[data-testid="upload-status"]')) {
          const name = status.closest('li')?.getAttribute('aria-label') ?? '';
          const list = (seen[name] ??= []);
          if (list.at(-1) !== status.textContent) list.push(status.textContent ?? '');
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await panel.getByRole('button', { name: imageUpload.save(2) }).click();

    for (const file of files) {
      const card = panel.getByRole('listitem', { name: imageUpload.file.fieldsLabel(file.name) });
      await expect(card.getByRole('progressbar', { name: imageUpload.progress.label(file.name) })).toBeVisible();
      await expect(card.getByTestId('upload-status')).toHaveText(imageUpload.progress.saved, { timeout: 30_000 });
      await expect(card.getByRole('progressbar', { name: imageUpload.progress.label(file.name) })).toHaveAttribute('value', '100');
      await expect(card.getByRole('link', { name: imageUpload.openSaved(file.title) })).toHaveAttribute('href', /^\/image-detail\/img-/);
    }
    const statuses = await admin.evaluate(() => (window as unknown as { uploadStatuses: Record<string, string[]> }).uploadStatuses);
    for (const file of files) {
      const seen = statuses[imageUpload.file.fieldsLabel(file.name)] ?? [];
      expect(seen[0], JSON.stringify(seen)).toMatch(/^Uploading \d+%$/);
      expect(seen.at(-1)).toBe(imageUpload.progress.saved);
    }
    await expect(admin.getByText(imageUpload.toastSaved(2))).toBeVisible();

    // The visitor's page shows both, through <picture>, without a reload.
    for (const file of files) {
      const opener = visitor.getByRole('button', { name: file.title });
      await expect(opener).toBeVisible({ timeout: 5_000 });
      const card = visitor.locator('[data-testid="image-card"]').filter({ has: opener });
      await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{64}\.avif 480w, /);
      const img = card.locator('picture img');
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true, { timeout: 10_000 });
      expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      expect(await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(/^\/media\/[0-9a-f]{64}\.(avif|webp|jpg|png)$/);
    }
    await visitor.context().close();
    await admin.context().close();
  });
});
