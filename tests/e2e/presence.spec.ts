import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';
import { renderedCatalogCache } from '../support/catalogCache.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';

/**
 * Two administrator accounts need a server of their own: accounts are added with `npm run admin`,
 * which cannot open the shared e2e server's embedded database while that server holds it.
 */
const ADMIN_PASSWORD = 'presence e2e admin password';
const BEA_PASSWORD = 'presence e2e bea password';
const root = fileURLToPath(new URL('../..', import.meta.url));
const imagePath = '/image-detail/img-creators-early-jagged-constellation';
const imageTitle = 'Jagged Constellation';

function addAccount(dataDir: string, name: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'add', name], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run admin add ${name} exited with ${code}: ${output}`))));
    child.stdin.end(`${password}\n`);
  });
}

let server: ServerProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'chb-e2e-presence-'));
  process.env.CHB_CATALOG_CACHE ??= await renderedCatalogCache();
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD, RATE_LIMITS: 'false' };
  // The first start seeds the catalog (only into an empty log); the account is added while no server holds the database.
  await (await startServer(env)).stop();
  await addAccount(dataDir, 'bea', BEA_PASSWORD);
  server = await startServer(env);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedInPage(browser: Browser, name: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const response = await context.request.post('/api/admin/auth', { data: { name, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return context.newPage();
}

async function openDetail(page: Page): Promise<void> {
  await page.goto(imagePath);
  await expect(page.getByRole('heading', { level: 1, name: imageTitle })).toBeVisible();
}

const presenceBar = (page: Page) => page.getByRole('status', { name: 'Other administrators on this image' });

test('two administrators on one detail page each see the other within 2 seconds, and the presence goes within 5 seconds of one leaving', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', ADMIN_PASSWORD);
  const bea = await signedInPage(browser, 'bea', BEA_PASSWORD);
  await openDetail(admin);
  await expect(presenceBar(admin)).toBeEmpty();
  await openDetail(bea);
  await expect(presenceBar(admin)).toHaveText('Also viewing: bea', { timeout: 2000 });
  await expect(presenceBar(bea)).toHaveText('Also viewing: admin', { timeout: 2000 });

  // Closing the tab ends its socket: the other page drops it.
  await bea.context().close();
  await expect(presenceBar(admin)).toBeEmpty({ timeout: 5000 });

  // Leaving the page for another one (the tab stays open) drops it too.
  const beaAgain = await signedInPage(browser, 'bea', BEA_PASSWORD);
  await openDetail(beaAgain);
  await expect(presenceBar(admin)).toHaveText('Also viewing: bea', { timeout: 2000 });
  await beaAgain.getByRole('link', { name: 'Back to Image Administration' }).click();
  await expect(beaAgain).toHaveURL(/\/image-admin$/);
  await expect(presenceBar(admin)).toBeEmpty({ timeout: 5000 });
  await beaAgain.context().close();
  await admin.context().close();
});

test('starting to edit while another administrator edits warns and offers to take over; the other editor is told at once and keeps their typed values', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', ADMIN_PASSWORD);
  const bea = await signedInPage(browser, 'bea', BEA_PASSWORD);
  await openDetail(admin);
  await admin.getByRole('button', { name: 'Edit', exact: true }).click();
  const adminDescription = admin.getByRole('textbox', { name: 'Description', exact: true });
  await adminDescription.fill('Words admin typed and has not saved');

  await openDetail(bea);
  await expect(presenceBar(bea)).toHaveText('admin is editing', { timeout: 2000 });
  const beaEdit = bea.getByRole('button', { name: 'Edit', exact: true });
  await beaEdit.click();
  const prompt = bea.getByRole('alertdialog', { name: 'admin is editing this image' });
  await expect(prompt).toBeVisible();
  await expect(bea.getByRole('textbox', { name: 'Description', exact: true })).toHaveCount(0);
  // Focus is on Cancel, the choice that changes nothing; Escape cancels and returns to Edit.
  await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await bea.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(beaEdit).toBeFocused();

  await beaEdit.press('Enter');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Take over' }).click();
  await expect(bea.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible();

  const notice = admin.getByRole('alert').filter({ hasText: 'took over editing' });
  await expect(notice).toHaveText('bea took over editing. Your unsaved changes are kept below; copy them before leaving.', { timeout: 2000 });
  await expect(adminDescription).toHaveValue('Words admin typed and has not saved');
  await expect(presenceBar(admin)).toHaveText('bea is editing');
  await expect(presenceBar(bea)).toHaveText('Also viewing: admin');

  // Closing the form ends the notice.
  await admin.getByRole('button', { name: 'Cancel Edit' }).click();
  await expect(notice).toHaveCount(0);
  await admin.context().close();
  await bea.context().close();
});
