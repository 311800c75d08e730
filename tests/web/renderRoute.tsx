import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppFrame } from '../../web/AppFrame.tsx';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';
import { appRoutes } from '../../web/routes/appRoutes.tsx';

export interface RenderedRoute extends RenderResult {
  readonly user: UserEvent;
  /** The router, whose `state.location` is the address bar. */
  readonly router: ReturnType<typeof createMemoryRouter>;
  /** The current path and query string, as the address bar shows them. */
  readonly url: () => string;
}

export interface RenderRouteOptions {
  /** Signed in as an administrator: this token goes with every request. */
  readonly adminToken?: string;
}

/**
 * Renders the whole site (header, perspective switch, the page of `path`) as the browser would,
 * at `path` in a memory router. Page analytics are off; every request goes to msw.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderedRoute {
  if (options.adminToken) window.localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, options.adminToken);
  const router = createMemoryRouter(appRoutes({ analyticsEnabled: false }), { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, user, router, url };
}
