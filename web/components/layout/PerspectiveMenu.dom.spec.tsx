import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { home } from '../../content/home.ts';
import { perspectiveLabels } from '../../generated/vocabulary.ts';
import { PERSPECTIVE_ATTRIBUTE } from '../../perspective/documentPerspective.ts';
import { PERSPECTIVE_STORAGE_KEY } from '../../perspective/perspectiveStorage.ts';

const switchButton = () => screen.getByRole('button', { name: /Choose perspective/ });

describe('the perspective switch', () => {
  it('changes the page copy, the theme and the stored choice when a perspective is chosen with the mouse', async () => {
    const { user } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: home.hero.startup_founders.title })).toBeTruthy();

    await user.click(switchButton());
    await user.click(screen.getByRole('menuitemradio', { name: perspectiveLabels.content_creators }));

    expect(await screen.findByRole('heading', { level: 1, name: home.hero.content_creators.title })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(switchButton().textContent).toContain(perspectiveLabels.content_creators);
    expect(document.documentElement.getAttribute(PERSPECTIVE_ATTRIBUTE)).toBe('content_creators');
    expect(window.localStorage.getItem(PERSPECTIVE_STORAGE_KEY)).toBe('content_creators');
  });

  it('opens with the arrow key on the current choice, moves with the arrows and chooses with Enter, returning focus', async () => {
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: home.hero.startup_founders.title });

    switchButton().focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(document.activeElement).toBe(items[0]);
    expect(items[0]!.getAttribute('aria-checked')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: home.hero.memory_capturers.title })).toBeTruthy();
    expect(document.activeElement).toBe(switchButton());
  });

  it('closes on Escape without changing the perspective', async () => {
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: home.hero.startup_founders.title });

    await user.click(switchButton());
    await user.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(switchButton());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(home.hero.startup_founders.title);
  });
});
