import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../web/ssr/publicRoutes.ts';
import { robotsTxt, sitemapXml } from './seoFiles.ts';

describe('sitemap.xml and robots.txt', () => {
  it('lists every public route once as an absolute URL on the given origin', () => {
    const xml = sitemapXml('https://chb.example');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(publicRoutes.map((route) => `https://chb.example${route}`));
    expect(xml).not.toMatch(/image-admin|image-detail|analytics/);
  });

  it('disallows the admin, detail and analytics pages and names the sitemap', () => {
    expect(robotsTxt('https://chb.example')).toBe(
      'User-agent: *\nDisallow: /image-admin\nDisallow: /image-detail/\nDisallow: /analytics\n\nSitemap: https://chb.example/sitemap.xml\n',
    );
  });
});
