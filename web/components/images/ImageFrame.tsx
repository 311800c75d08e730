import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { color, layout } from '../../theme/tokens.ts';
import { CatalogPicture, type PictureFile, type PictureState } from './CatalogPicture.tsx';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Frame = styled.div<{ ratio: string }>`
  position: relative;
  overflow: hidden;
  aspect-ratio: ${({ ratio }) => ratio};
  border-radius: ${layout.radius};
  background: color-mix(in srgb, ${color.foreground} 8%, ${color.surface});
  &[data-state='loading'] {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  /* The placeholder fills the frame and pulses with it; the image fades in over it. */
  picture {
    position: absolute;
    inset: 0;
    background: var(--picture-color) var(--picture-placeholder, none) center / cover no-repeat;
  }
  picture img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    background: none;
    opacity: 0;
    transition: opacity 400ms ease;
  }
  &[data-state='loaded'] img {
    opacity: 1;
  }
  &[data-state='loaded'] picture {
    background: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
    img {
      transition: none;
    }
  }
`;

const Unavailable = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  padding: 1rem;
  text-align: center;
  font-size: 0.9375rem;
  color: ${color.muted};
`;

export interface ImageFrameProps {
  /** The image's files; null for an image whose file is not rendered yet (shown as unavailable). */
  readonly file: PictureFile | null | undefined;
  readonly alt: string;
  readonly sizes: string;
  /** Above the fold: load at once; otherwise lazily. */
  readonly eager?: boolean;
  /** CSS aspect ratio; catalog cards are 4:3. */
  readonly ratio?: string;
  /** Shown under the failure text (e.g. 'Try Download'). */
  readonly onFailure?: ReactNode;
}

/**
 * A catalog image in a fixed-ratio frame (cropped to fill it): its placeholder pulsing as a skeleton,
 * then the image fading in, or a failure note.
 */
export function ImageFrame({ file, alt, sizes, eager = false, ratio = '4 / 3', onFailure }: ImageFrameProps) {
  const [loadState, setLoadState] = useState<{ readonly src: string; readonly state: PictureState } | null>(null);
  const state: PictureState = !file ? 'failed' : loadState?.src === file.src ? loadState.state : 'loading';
  return (
    <Frame ratio={ratio} data-state={state}>
      {state === 'failed' || !file ? (
        <Unavailable role="img" aria-label={`${alt}: ${creativeJourney.card.unavailable}`}>
          <span aria-hidden="true">{creativeJourney.card.unavailable}</span>
          {onFailure}
        </Unavailable>
      ) : (
        <CatalogPicture
          file={file}
          alt={alt}
          sizes={sizes}
          eager={eager}
          onLoad={() => setLoadState({ src: file.src, state: 'loaded' })}
          onError={() => {
            console.warn(`Image failed to load: ${file.src}`);
            setLoadState({ src: file.src, state: 'failed' });
          }}
        />
      )}
    </Frame>
  );
}
