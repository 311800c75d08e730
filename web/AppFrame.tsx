import type { ReactNode } from 'react';
import { ToastProvider } from './components/toast/ToastProvider.tsx';
import { PerspectiveProvider } from './perspective/PerspectiveProvider.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';
import { RenderModeContext, type RenderMode } from './components/layout/useHydrated.ts';

export interface AppFrameProps {
  /** The router: the browser's in the client, a static one when prerendering. */
  readonly children: ReactNode;
  /** Prerendering, rendering over prerendered HTML (see PerspectiveProvider and useHydrated), or neither. */
  readonly mode?: RenderMode;
}

/** Providers and global styles around the router, the same in the browser and when prerendering. */
export function AppFrame({ children, mode = 'client' }: AppFrameProps) {
  return (
    <RenderModeContext value={mode}>
      <PerspectiveProvider hydrating={mode === 'hydrate'}>
        <ToastProvider>
          <GlobalStyles />
          {children}
        </ToastProvider>
      </PerspectiveProvider>
    </RenderModeContext>
  );
}
