import type { RoutePath } from '../content/site.ts';

/**
 * The routes anyone may open and search engines may index: prerendered at build
 * time and listed in sitemap.xml. Admin, analytics and per-image detail pages are left out.
 */
export const publicRoutes = [
  '/',
  '/products',
  '/chb-case-study',
  '/image-gallery',
  '/image-demo',
  '/roadmap',
  '/startup-founders-deep-dive',
  '/content-creators-deep-dive',
  '/memory-capturers-deep-dive',
  '/creative-process',
  '/contact',
] as const satisfies readonly RoutePath[];

export type PublicRoute = (typeof publicRoutes)[number];

/** Paths robots should not crawl: private or per-record pages. */
export const disallowedPaths = ['/image-admin', '/image-detail/', '/analytics'] as const;

/** Where a public route's prerendered document is written under the client build (dist/web). */
export function prerenderedFile(route: PublicRoute): string {
  return route === '/' ? 'pages/index.html' : `pages${route}.html`;
}
