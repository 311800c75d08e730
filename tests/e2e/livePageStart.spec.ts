import { expect, test, type WebSocketRoute } from '@playwright/test';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

test.describe('A live page started while the catalog changes', () => {
  test('an edit saved just as Image Administration shows, before its live feed starts, appears without a reload', async ({ browser, baseURL }) => {
    const id = 'img-founders-early-circuit-sunrise';
    const context = await browser.newContext({ baseURL });
    const login = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    const { sessionId } = (await login.json()) as { sessionId: string };
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
    const page = await context.newPage();

    // Another administrator saves once the server has answered the grid, and before the page can
    // hear of it: the page gets the grid as read, and its socket reaches the server only after the save.
    const text = `Saved as the page started, at ${Date.now()}`;
    let saved: () => void = () => undefined;
    const edited = new Promise<void>((resolve) => (saved = resolve));
    let held = false;
    await page.route('**/graphql', async (route) => {
      if (held || route.request().method() !== 'POST' || !(route.request().postData() ?? '').includes('AdminGridImages')) return route.fallback();
      held = true;
      const grid = await route.fetch();
      const edit = await context.request.patch(`/api/creative/images/${id}`, {
        headers: { authorization: `Bearer ${sessionId}` },
        data: { description: text },
      });
      expect(edit.ok(), await edit.text()).toBe(true);
      saved();
      await route.fulfill({ response: grid });
    });
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      const early: (string | Buffer)[] = [];
      let server: WebSocketRoute | undefined;
      socket.onMessage((message) => (server ? server.send(message) : early.push(message)));
      void edited.then(() => {
        server = socket.connectToServer();
        server.onMessage((message) => socket.send(message));
        for (const message of early) server.send(message);
      });
    });

    await page.goto('/image-admin?q=Circuit');
    await expect(page.getByRole('heading', { level: 1, name: 'Image Administration' })).toBeVisible();
    const card = page.locator(`article[data-image-id="${id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByText(text)).toBeVisible({ timeout: 6000 });
    await context.close();
  });
});
