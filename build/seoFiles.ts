import { disallowedPaths, publicRoutes } from '../web/ssr/publicRoutes.ts';

/** sitemap.xml: every public route as an absolute URL on the site's origin. */
export function sitemapXml(origin: string): string {
  const urls = publicRoutes.map((route) => `  <url><loc>${new URL(route, origin).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything but the private and per-record pages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const disallow = disallowedPaths.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${disallow}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
