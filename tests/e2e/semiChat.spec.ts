import { expect, test, type Page } from '@playwright/test';
import { semiChat } from '../../web/content/semiChat.ts';
import { axeOf, MOBILE_VIEWPORT } from './support.ts';

async function openChat(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const launcher = page.getByRole('button', { name: semiChat.launcherLabel });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: semiChat.title });
  await expect(panel).toBeVisible();
  const input = panel.getByRole('textbox', { name: semiChat.inputLabel });
  await expect(input).toBeFocused();
  return { launcher, panel, input, log: panel.getByRole('log') };
}

test.describe('Semi chat widget', () => {
  test('answers "What is Scout?" about pattern search and its speed, with a link to the page', async ({ page }) => {
    const { panel, input, log } = await openChat(page);
    await expect(input).toHaveAttribute('placeholder', semiChat.placeholder);
    await expect(panel.getByText(semiChat.warning)).toBeVisible();
    await expect(log).toHaveAttribute('aria-live', 'polite');

    await input.fill('What is Scout?');
    await input.press('Enter');
    await expect(log.getByTestId('semi-chat-user-message')).toHaveText(/What is Scout\?/);
    const reply = log.getByTestId('semi-chat-reply').last();
    await expect(reply).toContainText(/pattern search/i);
    await expect(reply).toContainText(/200\s?ms/);
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    const link = reply.getByRole('link').first();
    await expect(link).toHaveAttribute('href', '/products');
    await link.click();
    await expect(page).toHaveURL(/\/products$/);
    // In-app navigation: the conversation is still there.
    await expect(log.getByTestId('semi-chat-reply')).toHaveCount(1);
  });

  test('answers a follow-up in the context of the previous question ("is it free?" after "What is Hash?")', async ({ page }) => {
    const { input, log } = await openChat(page);
    await input.fill('What is Hash?');
    await input.press('Enter');
    await expect(log.getByTestId('semi-chat-reply')).toHaveCount(1);
    await expect(log.getByTestId('semi-chat-reply').first()).toContainText(/capturing and organising notes/i);

    await input.fill('is it free?');
    await input.press('Enter');
    const followUp = log.getByTestId('semi-chat-reply').nth(1);
    await expect(followUp).toContainText(/try Hash for free/i);
    await expect(followUp.getByRole('link', { name: 'https://hash.chb.studio' })).toBeVisible();

    // Alone, "when is it coming out?" is answered with the list of what is available; after a question about Pipes, about Pipes.
    await input.fill('What is Pipes?');
    await input.press('Enter');
    await expect(log.getByTestId('semi-chat-reply')).toHaveCount(3);
    await input.fill('when is it coming out?');
    await input.press('Enter');
    await expect(log.getByTestId('semi-chat-reply').nth(3)).toContainText(/Pipes is coming soon, and no release date has been announced yet/);
  });

  test('turns the addresses in a reply into links', async ({ page }) => {
    const content = "I don't know that one. The team can answer it directly: write to hello@chb.studio or see /contact.";
    await page.route('**/api/semi/chat', (route) => route.fulfill({ json: { success: true, content, sources: [] } }));
    const { input, log } = await openChat(page);
    await input.fill('Does CHB have an office in Tokyo?');
    await input.press('Enter');
    const reply = log.getByTestId('semi-chat-reply');
    await expect(reply.getByRole('link', { name: 'hello@chb.studio' })).toHaveAttribute('href', 'mailto:hello@chb.studio');
    await reply.getByRole('link', { name: '/contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('dialog', { name: semiChat.title })).toBeVisible();
  });

  test('Escape closes, focus returns to the launcher and the history is kept', async ({ page }) => {
    const { launcher, panel, input, log } = await openChat(page);
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await input.fill('Hello');
    await input.press('Enter');
    await expect(log.getByTestId('semi-chat-reply')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');

    await launcher.click();
    await expect(panel).toBeVisible();
    await expect(input).toBeFocused();
    await expect(log.getByTestId('semi-chat-user-message')).toHaveText(/Hello/);

    await panel.getByRole('button', { name: semiChat.minimizeLabel }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('limits the message to 500 characters and shows a counter near the limit', async ({ page }) => {
    const { panel, input } = await openChat(page);
    await input.fill('a'.repeat(450));
    await expect(panel.getByText('450/500')).toBeVisible();
    await input.fill('b'.repeat(600));
    await expect(input).toHaveValue('b'.repeat(500));
  });

  for (const [name, viewport] of Object.entries({ desktop: { width: 1280, height: 900 }, mobile: MOBILE_VIEWPORT })) {
    test(`has no serious or critical axe violation with the panel open (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { panel, input, log } = await openChat(page);
      await input.fill('What is Scout?');
      await input.press('Enter');
      await expect(log.getByTestId('semi-chat-reply')).toHaveCount(1);
      // The panel rises in (180 ms): measure it where it comes to rest, not in the middle of its animation.
      await panel.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const box = await panel.boundingBox();
      expect(box?.width).toBe(name === 'mobile' ? 320 : 384);
      expect(box?.height).toBe(name === 'mobile' ? 384 : 512);
      const results = await axeOf(page, 'WCAG AA and best practice')
        .include(`#${await panel.getAttribute('id')}`)
        .include('[data-testid="semi-chat-launcher"]')
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
      expect(serious).toEqual([]);
    });
  }
});
