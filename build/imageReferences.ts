/**
 * Where the client's content shows catalog images: every image reference (an object with an
 * `imageId` and its `alt` text) in the exported values of the content modules, with the route and
 * section it sits in.
 */
import { perspective } from '../domain/vocabulary.ts';
import type { ImageReferences } from '../api/usage/imageReferences.ts';
import { routeMeta } from '../web/content/site.ts';

/** Content modules by file name (without extension), each as its exported values. */
export type ContentModules = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * The route that shows a module's content, for modules whose objects do not name their route.
 * Objects with a `route` field (the deep dives) place themselves and need no entry here.
 */
export const moduleRoutes: Readonly<Record<string, string>> = {
  home: '/',
  products: '/products',
  caseStudy: '/chb-case-study',
};

const knownRoutes = new Set<string>(Object.keys(routeMeta));
const perspectiveKeys = new Set<string>(perspective.values);
/** Keys that group without naming a place on the page. */
const neutralKeys = new Set(['byPerspective', 'image']);

function sectionOf(path: readonly string[]): string {
  const named = path.filter((key) => !perspectiveKeys.has(key) && !neutralKeys.has(key));
  const perspectives = path.filter((key) => perspectiveKeys.has(key));
  return [...named, ...perspectives].join('.') || 'page';
}

function isImageReference(record: Record<string, unknown>): record is { imageId: string; alt: string } {
  return typeof record.imageId === 'string' && typeof record.alt === 'string';
}

/**
 * Walks every exported value of the modules and collects each image reference with the page and
 * section it sits in. An object reached twice (one export re-listing another) is counted once.
 */
export function findImageReferences(modules: ContentModules): ImageReferences {
  const references: ImageReferences['references'] = [];
  const unplaced: ImageReferences['unplaced'] = [];
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
    if (isImageReference(record)) {
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
