import { css } from '@emotion/react';
import { useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { placeholderDataUrl } from '../../images/placeholder.ts';
import { useHydrated } from '../layout/useHydrated.ts';

/**
 * What a <picture> of a catalog image needs: the API's ImageFile (read through CatalogPicture_file,
 * catalogPictureFragment.ts) or, for the content pages, web/generated/catalogPictures.ts. Every URL is
 * the server's own; none is built here.
 */
export interface PictureFile {
  /** One <source> per modern format, best first (AVIF, WebP). */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[];
  /** The fallback format (JPEG, or PNG with transparency) in every width. */
  readonly srcset: string;
  readonly src: string;
  /** The full-resolution size: the attributes that reserve the image's space before it loads. */
  readonly width: number;
  readonly height: number;
  /** ThumbHash (base64), painted behind the image until it loads. */
  readonly placeholder: string;
  /** '#rrggbb': painted first, and instead of the placeholder before the page has hydrated. */
  readonly dominantColor: string;
}

export type PictureState = 'loading' | 'loaded' | 'failed';

export interface CatalogPictureProps {
  readonly file: PictureFile;
  readonly alt: string;
  /** How wide the image is drawn at each viewport width, for the caller's layout. */
  readonly sizes: string;
  /** Above the fold: load at once with high priority (a page's hero). Otherwise lazily. */
  readonly priority?: boolean;
  /** Load at once, with the browser's usual priority (the first cards of a list). */
  readonly eager?: boolean;
  readonly onLoad?: () => void;
  readonly onError?: () => void;
  /** Styles of the <picture> element (its <img> fills it). */
  readonly className?: string;
}

/**
 * The placeholder is painted behind the <img> (so the img's own radius and shadow frame it too), from two
 * custom properties on the <picture>: a caller that lays the image out differently (ImageFrame) paints
 * them where it needs them.
 */
const pictureStyle = css`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
    background: var(--picture-color) var(--picture-placeholder, none) center / cover no-repeat;
  }
  &[data-state='loaded'] img {
    /* A transparent image shows what is behind it, not its placeholder. */
    background: none;
  }
`;

/**
 * A catalog image through <picture>: AVIF and WebP sources and the fallback, each with every width and
 * the caller's `sizes`, so a phone downloads a small file; width and height (and so the aspect ratio) on
 * the <img>, so nothing shifts while it loads; the dominant colour and then the ThumbHash painted behind
 * it meanwhile. The ThumbHash is decoded in the browser after hydration (the prerendered page carries the
 * colour only, not a data URL per image).
 */
export function CatalogPicture({ file, alt, sizes, priority = false, eager = false, onLoad, onError, className }: CatalogPictureProps) {
  // A hero is preloaded in the best format (a prerendered page carries the hint in its <head>): a
  // browser without that format skips the hint by its type and finds the image in the markup.
  if (priority) preloadPicture(file, sizes);
  // The state of this file: another file (a replaced image) starts loading again.
  const [stateOf, setStateOf] = useState<{ readonly src: string; readonly state: PictureState }>({ src: file.src, state: 'loading' });
  const state = stateOf.src === file.src ? stateOf.state : 'loading';
  const setState = (next: PictureState) => setStateOf({ src: file.src, state: next });
  const hydrated = useHydrated();
  const placeholder = hydrated && state === 'loading' ? placeholderDataUrl(file.placeholder) : null;
  const loaded = () => {
    setState('loaded');
    onLoad?.();
  };
  return (
    <picture
      css={pictureStyle}
      className={className}
      data-state={state}
      style={{ '--picture-color': file.dominantColor, '--picture-placeholder': placeholder ? `url("${placeholder}")` : 'none' } as CSSProperties}
    >
      {file.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={file.src}
        srcSet={file.srcset}
        sizes={sizes}
        width={file.width}
        height={file.height}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={{ aspectRatio: `${file.width} / ${file.height}` }}
        ref={(img) => {
          // An image from the cache (or loaded before hydration) may have finished before React attached onLoad.
          if (img?.complete && img.naturalWidth > 0 && state === 'loading') loaded();
        }}
        onLoad={() => {
          if (state === 'loading') loaded();
        }}
        onError={() => {
          setState('failed');
          onError?.();
        }}
      />
    </picture>
  );
}

/** The last URL of a srcset ('<url> 480w, <url> 960w' → the 960w one): a preload's href, for a browser that ignores imagesrcset. */
const largestOf = (srcset: string) => srcset.split(',').at(-1)?.trim().split(/\s+/)[0] ?? '';

function preloadPicture(file: PictureFile, sizes: string): void {
  const best = file.sources[0];
  if (best) preload(largestOf(best.srcset), { as: 'image', type: best.type, imageSrcSet: best.srcset, imageSizes: sizes, fetchPriority: 'high' });
  else preload(file.src, { as: 'image', imageSrcSet: file.srcset, imageSizes: sizes, fetchPriority: 'high' });
}
