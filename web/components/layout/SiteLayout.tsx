import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { usePageTracking } from '../../analytics/usePageTracking.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { usePerspectiveAnnouncement } from '../../perspective/usePerspectiveAnnouncement.ts';
import { useDocumentMeta } from '../../routes/useDocumentMeta.ts';
import { useScrollOnNavigation } from '../../routes/useScrollOnNavigation.ts';
import { layout, motion } from '../../theme/tokens.ts';
import { MAIN_CONTENT_ID } from './mainContent.ts';
import { PageLoading } from './PageLoading.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useHydrated } from './useHydrated.ts';

/** The Semi chat loads in its own chunk, outside the home page's JavaScript budget. */
const SemiChatWidget = lazy(() => import('../chat/SemiChatWidget.tsx'));

const Main = styled.main`
  min-height: 70vh;
  padding-top: ${layout.headerHeight};
  outline: none;
  transition: opacity ${motion.fast};
  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

export interface SiteLayoutProps {
  /** Page analytics; the visitor's Global Privacy Control or Do Not Track still turns it off. */
  readonly analyticsEnabled: boolean;
}

/** The frame around every page: skip link, fixed header, main content, footer. */
export function SiteLayout({ analyticsEnabled }: SiteLayoutProps) {
  usePageTracking(analyticsEnabled);
  useDocumentMeta();
  useScrollOnNavigation();
  usePerspectiveAnnouncement();
  const { isTransitioning } = usePerspective();
  // The chat needs JavaScript: it joins the page after hydration, never the prerendered HTML.
  const hydrated = useHydrated();

  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={isTransitioning}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
      {hydrated && (
        <Suspense fallback={null}>
          <SemiChatWidget />
        </Suspense>
      )}
    </>
  );
}
