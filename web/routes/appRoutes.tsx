import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/SiteLayout.tsx';
import { analyticsDashboardMeta } from '../content/analyticsDashboard.ts';
import { creativeSessionsMeta, imageNewMeta } from '../content/catalogAdmin.ts';
import { inboxPageMeta } from '../content/askTeam.ts';
import { knowledgePageMeta } from '../content/knowledgeAdmin.ts';
import { routeMeta, type RoutePath } from '../content/site.ts';
import { preloadableLazy, type PreloadableComponent } from './preloadableLazy.ts';
import type { RouteHandle } from './routeHandle.ts';
import type { PreloadHandle } from './routePreload.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// One chunk per page: a visitor downloads only the pages they open.
const HomePage = preloadableLazy(() => import('./home/HomePage.tsx'));
const ProductsPage = preloadableLazy(() => import('./products/ProductsPage.tsx'));
const CaseStudyPage = preloadableLazy(() => import('./caseStudy/CaseStudyPage.tsx'));
const RoadmapPage = preloadableLazy(() => import('./roadmap/RoadmapPage.tsx'));
const ContactPage = preloadableLazy(() => import('./contact/ContactPage.tsx'));
const FoundersDeepDivePage = preloadableLazy(() => import('./deepDives/FoundersDeepDivePage.tsx'));
const CreatorsDeepDivePage = preloadableLazy(() => import('./deepDives/CreatorsDeepDivePage.tsx'));
const FamiliesDeepDivePage = preloadableLazy(() => import('./deepDives/FamiliesDeepDivePage.tsx'));
const CreativeProcessPage = preloadableLazy(() => import('./creativeProcess/CreativeProcessPage.tsx'));
const ImageGalleryPage = preloadableLazy(() => import('./imageGallery/ImageGalleryPage.tsx'));
const ImageDemoPage = preloadableLazy(() => import('./imageDemo/ImageDemoPage.tsx'));
const ImageAdminPage = preloadableLazy(() => import('./imageAdmin/ImageAdminPage.tsx'));
const EventExplorerPage = preloadableLazy(() => import('./eventExplorer/EventExplorerPage.tsx'));
const ImageDetailPage = preloadableLazy(() => import('./imageDetail/ImageDetailPage.tsx'));
const AnalyticsPage = preloadableLazy(() => import('./analytics/AnalyticsPage.tsx'));
const AnalyticsDashboardPage = preloadableLazy(() => import('./analyticsDashboard/AnalyticsDashboardPage.tsx'));
const ImageNewPage = preloadableLazy(() => import('./imageNew/ImageNewPage.tsx'));
const CreativeSessionsPage = preloadableLazy(() => import('./creativeSessions/CreativeSessionsPage.tsx'));
const TeamInboxPage = preloadableLazy(() => import('./teamInbox/TeamInboxPage.tsx'));
const KnowledgePage = preloadableLazy(() => import('./knowledge/KnowledgePage.tsx'));
const NotFoundPage = preloadableLazy(() => import('./notFound/NotFoundPage.tsx'));
// The GraphQL client loads only with the pages that read data through it.
const ApolloLayout = preloadableLazy(() => import('../apollo/ApolloLayout.tsx'));

/** A route's meta, and the loader of its page's code (for prerendering and hydration). */
const page = (path: RoutePath, { Component, preload }: PreloadableComponent<object>) => ({
  element: <Component />,
  handle: { meta: routeMeta[path], preload } satisfies RouteHandle & PreloadHandle,
});

export interface AppRouteOptions {
  readonly analyticsEnabled: boolean;
}

/** Every registered route, inside the site frame; anything else is the 404 page. */
export function appRoutes({ analyticsEnabled }: AppRouteOptions): RouteObject[] {
  return [
    {
      element: <SiteLayout analyticsEnabled={analyticsEnabled} />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, ...page('/', HomePage) },
            { path: 'products', ...page('/products', ProductsPage) },
            { path: 'chb-case-study', ...page('/chb-case-study', CaseStudyPage) },
            { path: 'roadmap', ...page('/roadmap', RoadmapPage) },
            { path: 'contact', ...page('/contact', ContactPage) },
            { path: 'startup-founders-deep-dive', ...page('/startup-founders-deep-dive', FoundersDeepDivePage) },
            { path: 'content-creators-deep-dive', ...page('/content-creators-deep-dive', CreatorsDeepDivePage) },
            { path: 'memory-capturers-deep-dive', ...page('/memory-capturers-deep-dive', FamiliesDeepDivePage) },
            {
              element: <ApolloLayout.Component />,
              handle: { preload: ApolloLayout.preload } satisfies PreloadHandle,
              children: [
                { path: 'creative-process', ...page('/creative-process', CreativeProcessPage) },
                { path: 'image-gallery', ...page('/image-gallery', ImageGalleryPage) },
                { path: 'image-demo', ...page('/image-demo', ImageDemoPage) },
                { path: 'image-admin', ...page('/image-admin', ImageAdminPage) },
                { path: 'image-admin/events', ...page('/image-admin/events', EventExplorerPage) },
                { path: 'image-admin/analytics', element: <AnalyticsDashboardPage.Component />, handle: { meta: analyticsDashboardMeta, preload: AnalyticsDashboardPage.preload } },
                { path: 'image-admin/new', element: <ImageNewPage.Component />, handle: { meta: imageNewMeta, preload: ImageNewPage.preload } },
                { path: 'image-admin/sessions', element: <CreativeSessionsPage.Component />, handle: { meta: creativeSessionsMeta, preload: CreativeSessionsPage.preload } },
                { path: 'image-admin/inbox', element: <TeamInboxPage.Component />, handle: { meta: inboxPageMeta, preload: TeamInboxPage.preload } },
                { path: 'image-admin/knowledge', element: <KnowledgePage.Component />, handle: { meta: knowledgePageMeta, preload: KnowledgePage.preload } },
                { path: 'image-detail/:id', ...page('/image-detail/:id', ImageDetailPage) },
              ],
            },
            { path: 'analytics', ...page('/analytics', AnalyticsPage) },
            { path: '*', ...page('*', NotFoundPage) },
          ],
        },
      ],
    },
  ];
}
