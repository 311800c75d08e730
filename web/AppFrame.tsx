import type { ReactNode } from 'react';
import { ToastProvider } from './components/toast/ToastProvider.tsx';
import { PerspectiveProvider } from './perspective/PerspectiveProvider.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';

export interface AppFrameProps {
  /** The router: the browser's in the client, a static one when prerendering. */
  readonly children: ReactNode;
  /** Rendering over prerendered HTML (see PerspectiveProvider). */
  readonly hydrating?: boolean;
}

/** Providers and global styles around the router, the same in the browser and when prerendering. */
export function AppFrame({ children, hydrating }: AppFrameProps) {
  return (
    <PerspectiveProvider hydrating={hydrating}>
      <ToastProvider>
        <GlobalStyles />
        {children}
      </ToastProvider>
    </PerspectiveProvider>
  );
}
