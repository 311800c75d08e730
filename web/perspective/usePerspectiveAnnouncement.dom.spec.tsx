import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppFrame } from '../AppFrame.tsx';
import { home } from '../content/home.ts';
import { perspectiveChangedToast } from '../content/site.ts';
import { perspectiveLabels } from '../generated/vocabulary.ts';
import { appRoutes } from '../routes/appRoutes.tsx';
import { PERSPECTIVE_STORAGE_KEY } from './perspectiveStorage.ts';

/** The home page as main.tsx starts it over its prerendered HTML: the default perspective's copy first. */
function loadPrerenderedHome() {
  const router = createMemoryRouter(appRoutes({ analyticsEnabled: false }), { initialEntries: ['/'] });
  const user = userEvent.setup();
  render(
    <StrictMode>
      <AppFrame mode="hydrate">
        <RouterProvider router={router} />
      </AppFrame>
    </StrictMode>,
  );
  return { user };
}

const toastTitle = () => screen.queryByText(perspectiveChangedToast.title);

describe('the perspective announcement', () => {
  it('stays silent when a page load applies the stored perspective', async () => {
    window.localStorage.setItem(PERSPECTIVE_STORAGE_KEY, 'content_creators');
    loadPrerenderedHome();

    expect(await screen.findByRole('heading', { level: 1, name: home.hero.content_creators.title }, { timeout: 5000 })).toBeTruthy();
    await act(async () => {});

    expect(toastTitle()).toBeNull();
    expect(screen.queryByText(perspectiveChangedToast.description.content_creators)).toBeNull();
  });

  it('confirms a perspective the visitor chooses on such a page', async () => {
    window.localStorage.setItem(PERSPECTIVE_STORAGE_KEY, 'content_creators');
    const { user } = loadPrerenderedHome();
    await screen.findByRole('heading', { level: 1, name: home.hero.content_creators.title }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: /Choose perspective/ }));
    await user.click(screen.getByRole('menuitemradio', { name: perspectiveLabels.memory_capturers }));

    expect(await screen.findByText(perspectiveChangedToast.description.memory_capturers)).toBeTruthy();
    expect(screen.getAllByText(perspectiveChangedToast.title)).toHaveLength(1);
  });
});
