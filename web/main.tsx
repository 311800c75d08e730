import '@fontsource-variable/inter/wght.css';
import '@fontsource/fraunces/latin-300.css';
import '@fontsource/fraunces/latin-600.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppFrame } from './AppFrame.tsx';
import { appRoutes } from './routes/appRoutes.tsx';
import { preloadRoute } from './routes/routePreload.ts';

// VITE_ANALYTICS=off at build time turns page analytics off for the whole site.
const routes = appRoutes({ analyticsEnabled: import.meta.env.VITE_ANALYTICS !== 'off' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Public routes arrive prerendered (build/prerenderSite.ts) for their bare path: hydrate them once their
// page code is loaded. With a query string the page may differ from that HTML (the creative process
// keeps its tab and search there), so it renders afresh over it; other routes arrive as an empty shell.
function app(hydrating: boolean) {
  return (
    <StrictMode>
      <AppFrame mode={hydrating ? 'hydrate' : 'client'}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppFrame>
    </StrictMode>
  );
}

const prerendered = root.hasChildNodes();
if (prerendered && window.location.search === '') {
  // Hydrating as a transition lets React yield to the browser between components instead of blocking
  // the main thread for the whole page; the prerendered page is already visible meanwhile.
  void preloadRoute(routes, window.location.pathname).then(() => startTransition(() => void hydrateRoot(root, app(true))));
} else if (prerendered) {
  void preloadRoute(routes, window.location.pathname).then(() => createRoot(root).render(app(false)));
} else {
  createRoot(root).render(app(false));
}
