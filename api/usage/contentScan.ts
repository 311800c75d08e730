import * as caseStudy from '../../web/content/caseStudy.ts';
import * as contact from '../../web/content/contact.ts';
import * as deepDives from '../../web/content/deepDives.ts';
import * as home from '../../web/content/home.ts';
import * as perspectives from '../../web/content/perspectives.ts';
import * as principles from '../../web/content/principles.ts';
import * as products from '../../web/content/products.ts';
import * as roadmap from '../../web/content/roadmap.ts';
import * as site from '../../web/content/site.ts';
import { perspectives as perspectiveIds } from '../../web/content/types.ts';
import type { RoutePath } from '../../web/content/site.ts';

/** Content modules by name, each as its exported values (what `import * as m` gives). */
export type ContentModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The typed page copy the web client renders; its image references are the website's image use. */
export const webContentModules: ContentModules = { home, products, caseStudy, deepDives, contact, roadmap, site, perspectives, principles };

/**
 * The route that shows a module's content, for modules whose objects do not name their route.
 * Objects with a `route` field (the deep dives) place themselves and need no entry here.
 */
export const moduleRoutes: Readonly<Record<string, RoutePath>> = {
  home: '/',
  products: '/products',
  caseStudy: '/chb-case-study',
};

export interface ImageReference {
  imageId: string;
  /** The route that shows the image, e.g. '/chb-case-study'. */
  page: string;
  /** Where on the page: the object path without perspective keys, then the perspective, e.g. 'hero.startup_founders'. */
  section: string;
}

export interface ContentImageScan {
  references: ImageReference[];
  /** Image ids found under content with no known route (add the module to moduleRoutes). */
  unplaced: { imageId: string; path: string }[];
}

const knownRoutes = new Set<string>(Object.keys(site.routeMeta));
const perspectiveKeys = new Set<string>(perspectiveIds);
/** Keys that group without naming a place on the page. */
const neutralKeys = new Set(['byPerspective', 'image']);

function sectionOf(path: readonly string[]): string {
  const named = path.filter((key) => !perspectiveKeys.has(key) && !neutralKeys.has(key));
  const perspective = path.filter((key) => perspectiveKeys.has(key));
  return [...named, ...perspective].join('.') || 'page';
}

/**
 * Walks every exported value of the content modules and collects each `imageId` with the page and
 * section it sits in. An object reached twice (one export re-listing another) is counted once.
 */
export function findImageReferences(modules: ContentModules = webContentModules): ContentImageScan {
  const references: ImageReference[] = [];
  const unplaced: ContentImageScan['unplaced'] = [];
  const seen = new WeakSet<object>();
  const keys = new Set<string>();

  const walk = (value: unknown, path: string[], page: string | undefined, trail: string) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.route === 'string' && knownRoutes.has(record.route)) {
      page = record.route;
      path = [];
    }
    if (typeof record.imageId === 'string') {
      if (!page) unplaced.push({ imageId: record.imageId, path: trail });
      else {
        const reference = { imageId: record.imageId, page, section: sectionOf(path) };
        const key = JSON.stringify(reference);
        if (!keys.has(key)) references.push(reference);
        keys.add(key);
      }
    }
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(record);
    for (const [key, child] of entries) walk(child, [...path, key], page, `${trail}.${key}`);
  };

  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      walk(value, [], moduleRoutes[moduleName], `${moduleName}.${exportName}`);
    }
  }
  return { references, unplaced };
}
