import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';
import { askTeam, inboxPage } from '../../web/content/askTeam.ts';
import { semiChat } from '../../web/content/semiChat.ts';
import { gotoHydrated } from './support.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return context.newPage();
}

async function ask(page: Page, question: string) {
  const panel = page.getByRole('dialog', { name: semiChat.title });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: semiChat.launcherLabel }).click();
  const input = panel.getByRole('textbox', { name: semiChat.inputLabel });
  const replies = panel.getByRole('log').getByTestId('semi-chat-reply');
  const before = await replies.count();
  await input.fill(question);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  return replies.last();
}

interface ChatAnswer {
  readonly content: string;
  readonly sources?: readonly { readonly page: string }[];
}

test('a question Semi cannot answer goes to the team, becomes a passage, and Semi answers it with its source', async ({ page: visitor, browser, baseURL }) => {
  test.setTimeout(120_000);
  // A word no other test (nor an earlier run on the shared server) uses, in the question and the answer.
  const word = `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const question = `what is the office dog of team ${word} called`;
  const dogName = `Biscuit${word}`;
  const title = `Office dog ${word}`;

  // Semi does not know: the honest fallback, with the offer to ask the team.
  await gotoHydrated(visitor, '/');
  const first = await ask(visitor, question);
  await expect(first).not.toContainText(dogName);
  const offer = first.getByTestId('ask-team-offer');
  await expect(offer).toHaveText(askTeam.offer);
  await offer.click();
  const form = first.getByTestId('ask-team-form');
  await expect(form).toContainText(askTeam.consent);
  await form.getByRole('button', { name: askTeam.send }).click();
  await expect(first).toContainText(askTeam.sent);

  // The administrator turns it into a new passage from the Inbox.
  const admin = await signedInPage(browser, baseURL);
  await admin.goto('/image-admin/inbox');
  const group = admin.getByTestId('inbox-group').filter({ hasText: question });
  await expect(group).toHaveCount(1, { timeout: 15_000 });
  await group.getByRole('button', { name: inboxPage.addAsPassage }).click();
  const newPassage = group.getByRole('form', { name: inboxPage.addAsPassage });
  await newPassage.getByLabel(inboxPage.passageTitle).fill(title);
  await newPassage.getByLabel(inboxPage.passagePage).fill('/contact');
  await newPassage.getByLabel(inboxPage.passageText).fill(`The office dog of team ${word} is called ${dogName}.`);
  await newPassage.getByRole('button', { name: inboxPage.save }).click();
  await expect(admin.getByRole('status').filter({ hasText: inboxPage.added(title) })).toBeVisible({ timeout: 15_000 });
  // Marked answered automatically: the button is gone.
  await expect(group.getByRole('button', { name: inboxPage.markAnswered })).toHaveCount(0);

  // Semi answers from the new passage within 5 s.
  await expect
    .poll(
      async () => {
        const response = await visitor.request.post('/api/semi/chat', { data: { question } });
        const answer = (await response.json()) as ChatAnswer;
        return { answered: answer.content.includes(dogName), pages: (answer.sources ?? []).map((source) => source.page) };
      },
      { timeout: 5_000, intervals: [500] },
    )
    .toEqual({ answered: true, pages: ['/contact'] });

  // The visitor asks again and gets the answer, with its source.
  const second = await ask(visitor, question);
  await expect(second).toContainText(dogName);
  await expect(second).toContainText(semiChat.sourcesLabel);
  await expect(second.getByRole('link', { name: title })).toHaveAttribute('href', '/contact');
  await admin.context().close();
});
