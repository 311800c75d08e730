import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { color, layout } from '../../theme/tokens.ts';
import { imageSources } from '../../images/imageUrls.ts';

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
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    transition: opacity 400ms ease;
  }
  &[data-state='loaded'] img {
    opacity: 1;
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
  readonly filePath: string;
  readonly alt: string;
  readonly sizes: string;
  /** Above the fold: load at once; otherwise lazily. */
  readonly eager?: boolean;
  /** CSS aspect ratio; catalog cards are 4:3. */
  readonly ratio?: string;
  /** Shown under the failure text (e.g. 'Try Download'). */
  readonly onFailure?: ReactNode;
}

/** A catalog image in a fixed-ratio frame: pulsing skeleton, fade-in, or a failure note. */
export function ImageFrame({ filePath, alt, sizes, eager = false, ratio = '4 / 3', onFailure }: ImageFrameProps) {
  const sources = imageSources(filePath);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <Frame ratio={ratio} data-state={state}>
      {state === 'failed' ? (
        <Unavailable role="img" aria-label={`${alt}: ${creativeJourney.card.unavailable}`}>
          <span aria-hidden="true">{creativeJourney.card.unavailable}</span>
          {onFailure}
        </Unavailable>
      ) : (
        <img
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sizes}
          width={1600}
          height={1200}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          ref={(img) => {
            // An image served from the cache may have finished before React attached onLoad.
            if (img?.complete && img.naturalWidth > 0 && state === 'loading') setState('loaded');
          }}
          onLoad={() => setState('loaded')}
          onError={() => {
            console.warn(`Image failed to load: ${filePath}`);
            setState('failed');
          }}
        />
      )}
    </Frame>
  );
}
