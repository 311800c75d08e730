/**
 * Shared content types for the CHB website.
 * Copy lives in the modules next to this file; pages import it and never hard-code text. The
 * perspectives themselves (values, labels, the default) come from web/generated/vocabulary.ts.
 */
import type { Perspective } from '../generated/vocabulary.ts';

/** A value that must exist for every perspective. */
export type ByPerspective<T> = Record<Perspective, T>;

export interface Card {
  readonly title: string;
  readonly body: string;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

/** A call to action. `external` links open in a new tab (target="_blank", rel="noopener noreferrer"). */
export interface Cta {
  readonly label: string;
  readonly href: string;
  readonly external?: boolean;
}

/** Generated brand images are referenced only by these ids, never by URL. */
export type ImageId =
  | 'img-founders-hero-geometric-lighthouse'
  | 'img-creators-hero-constellation-waves'
  | 'img-families-hero-garden-hearth'
  | 'img-products-header-punctuation-suite'
  | 'img-case-study-founders-bridge'
  | 'img-case-study-creators-amplifier'
  | 'img-case-study-families-legacy-tree';

export interface ImageRef {
  readonly imageId: ImageId;
  /** Alternative text for screen readers. */
  readonly alt: string;
}

/** Document title and meta description for one route. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}
