import { fireEvent, render, screen } from '@testing-library/react';
import { thumbHashToDataURL } from 'thumbhash';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogImage, imageFile } from '../../../tests/web/fixtures/images.ts';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { catalogPictures } from '../../generated/catalogPictures.ts';
import { CatalogImage } from '../CatalogImage.tsx';
import { CatalogPicture } from './CatalogPicture.tsx';
import { ImageCard } from './ImageCard.tsx';

afterEach(() => vi.restoreAllMocks());

const file = imageFile('abc123');
const sizes = '(min-width: 1024px) 22rem, 92vw';
const pictureOf = (img: HTMLElement) => img.closest('picture')!;

describe('a catalog picture', () => {
  it('offers every format as a <source> with its widths and the sizes, and the fallback on the <img> with the space it takes', () => {
    render(<CatalogPicture file={file} alt="A lighthouse" sizes={sizes} />);
    const img = screen.getByRole('img', { name: 'A lighthouse' });
    const sources = [...pictureOf(img).querySelectorAll('source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', file.sources[0]!.srcset, sizes],
      ['image/webp', file.sources[1]!.srcset, sizes],
    ]);
    expect(img.getAttribute('src')).toBe('/media/abc123.jpg');
    expect(img.getAttribute('srcset')).toBe(file.srcset);
    expect(img.getAttribute('sizes')).toBe(sizes);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    expect(img.style.aspectRatio).toBe('1600 / 900');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('paints the dominant colour and the decoded ThumbHash behind the image until it loads', () => {
    render(<CatalogPicture file={file} alt="A lighthouse" sizes={sizes} />);
    const img = screen.getByRole('img', { name: 'A lighthouse' });
    const picture = pictureOf(img);
    const thumbHash = Uint8Array.from(atob(file.placeholder), (char) => char.charCodeAt(0));
    expect(picture.style.getPropertyValue('--picture-color')).toBe('#e8e9ea');
    expect(picture.style.getPropertyValue('--picture-placeholder')).toBe(`url("${thumbHashToDataURL(thumbHash)}")`);
    expect(picture.dataset.state).toBe('loading');

    fireEvent.load(img);
    expect(picture.dataset.state).toBe('loaded');
    expect(picture.style.getPropertyValue('--picture-placeholder')).toBe('none');
  });

  it('loads a hero at once with high priority', () => {
    render(<CatalogPicture file={file} alt="Hero" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it("shows a content page's image from the generated seed pictures, by hash", () => {
    render(<CatalogImage image={{ imageId: 'img-founders-hero-geometric-lighthouse', alt: 'Lighthouse hero' }} sizes="100vw" priority />);
    const picture = catalogPictures['img-founders-hero-geometric-lighthouse'];
    const img = screen.getByRole('img', { name: 'Lighthouse hero' });
    expect(img.getAttribute('src')).toBe(picture.src);
    expect(img.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}\.(jpg|png)$/);
    expect([...pictureOf(img).querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(picture.width), String(picture.height)]);
  });
});

describe("a journey card's picture", () => {
  it("shows 'Image temporarily unavailable' with 'Try Download' when the file fails to load", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onDownload = vi.fn();
    const image = dialogImage({ title: 'Broken', description: 'A broken file' });
    render(<ImageCard image={image} onOpen={() => {}} onDownload={onDownload} />);
    fireEvent.error(screen.getByRole('img', { name: 'A broken file' }));
    expect(screen.getByRole('img', { name: `A broken file: ${creativeJourney.card.unavailable}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: creativeJourney.card.tryDownload }));
    expect(onDownload).toHaveBeenCalledWith(image);
  });

  it('shows an image without a file yet as unavailable, without asking for any', () => {
    render(<ImageCard image={dialogImage({ description: 'Not rendered', file: null })} onOpen={() => {}} onDownload={async () => {}} />);
    expect(screen.getByRole('img', { name: `Not rendered: ${creativeJourney.card.unavailable}` })).toBeTruthy();
    expect(document.querySelector('picture')).toBeNull();
  });
});
