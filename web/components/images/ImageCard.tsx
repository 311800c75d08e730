import styled from '@emotion/styled';
import { memo, Suspense, useState } from 'react';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { color, layout, motion, shadow } from '../../theme/tokens.ts';
import { Badge, statusTone } from './Badge.tsx';
import { graphql } from '../../generated/gql.ts';
import type { ImageCard_ImageFragment } from '../../generated/graphql.ts';
import { learningStatusLabels, perspectiveLabels } from '../../generated/vocabulary.ts';
import { ImageFrame } from './ImageFrame.tsx';

/**
 * What the card reads of an image (typed as ImageCard_ImageFragment): its file as <CatalogPicture>
 * shows it, and the full-resolution file's URL for 'Try Download'. The journey's queries and its
 * imageChanged feed spread it (through ImageDialog_image), so the cached image (CreativeImage:<id>)
 * carries these fields and a live change reaches every card at once.
 */
export const IMAGE_CARD_FRAGMENT = graphql(`
  fragment ImageCard_image on CreativeImage {
    id
    title
    description
    filename
    file {
      ...CatalogPicture_file
      url
    }
    perspective
    learningStatus
    journeyStage
    sessionId
    downloadCount
    complexityLevel
  }
`);

const Article = styled.article<{ listLayout: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${({ listLayout }) => (listLayout ? 'minmax(8rem, 14rem) 1fr' : '1fr')};
  gap: 0.875rem;
  align-items: start;
  padding: 0.75rem;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: calc(${layout.radius} * 1.25);
  box-shadow: ${shadow.card};
  transition: transform ${motion.fast}, box-shadow ${motion.fast};
  /* A card off screen is not laid out or painted until it nears the viewport: a page of 54 cards
     lays out the few that show. The size holds its place until then (and is remembered after). */
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ listLayout }) => (listLayout ? '12rem' : '26rem')};
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${shadow.raised};
  }
  &:focus-within {
    outline: 3px solid ${color.primary};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.25rem 0.25rem 0.375rem;
`;

const Title = styled.h3`
  font-size: 1.0625rem;
  line-height: 1.3;
`;

/** The title button's hit area covers the whole card (a single tab stop per card). */
const OpenButton = styled.button`
  all: unset;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Description = styled.p<{ listLayout: boolean }>`
  display: -webkit-box;
  -webkit-line-clamp: ${({ listLayout }) => (listLayout ? 3 : 2)};
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: 0.9375rem;
  color: ${color.muted};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
`;

const Downloads = styled.span`
  margin-left: auto;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${color.muted};
  font-variant-numeric: tabular-nums;
`;

const TryDownload = styled.button`
  position: relative;
  z-index: 1;
  padding: 0.375rem 0.875rem;
  border: 1.5px solid ${color.border};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${color.foreground};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

/** Counts and saves an image's file; resolves when that is done (or has failed). */
export type DownloadHandler = (image: ImageCard_ImageFragment) => Promise<void>;

export interface ImageCardProps {
  readonly image: ImageCard_ImageFragment;
  readonly onOpen: (id: string) => void;
  readonly onDownload: DownloadHandler;
  readonly layout?: 'grid' | 'list';
  readonly eager?: boolean;
  readonly headingLevel?: 'h3' | 'h4';
}

/**
 * A catalog image with its title, perspective, status and live download count; opens the detail dialog.
 * Memoized: a list renders again when one image changes (a download, an edit), its other cards need not.
 */
export const ImageCard = memo(function ImageCard({ image, onOpen, onDownload, layout: cardLayout = 'grid', eager = false, headingLevel = 'h3' }: ImageCardProps) {
  const list = cardLayout === 'list';
  const [downloading, setDownloading] = useState(false);
  const tryDownload = async () => {
    setDownloading(true);
    try {
      await onDownload(image);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Article listLayout={list} data-testid="image-card" data-image-id={image.id}>
      <ImageFrame
        file={image.file}
        alt={image.description || image.title}
        sizes={list ? '14rem' : '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw'}
        eager={eager}
        onFailure={
          <TryDownload type="button" onClick={() => void tryDownload()} disabled={downloading}>
            {creativeJourney.card.tryDownload}
          </TryDownload>
        }
      />
      <Body>
        <Title as={headingLevel}>
          <OpenButton type="button" data-image-card={image.id} onClick={() => onOpen(image.id)} aria-haspopup="dialog">
            {image.title}
          </OpenButton>
        </Title>
        <Description listLayout={list}>{image.description}</Description>
        <Meta>
          <Badge tone="primary">{perspectiveLabels[image.perspective]}</Badge>
          <Badge tone={statusTone(image.learningStatus)}>{learningStatusLabels[image.learningStatus]}</Badge>
          <Downloads data-testid="card-downloads">{creativeJourney.card.downloads(image.downloadCount)}</Downloads>
        </Meta>
      </Body>
    </Article>
  );
});

/**
 * A card behind its own Suspense boundary (nothing in it suspends). Over prerendered HTML, React
 * hydrates the page around the boundary first and the card afterwards, in short background slices,
 * instead of every card in the one task that hydrates the page. Memoized, so that the page rendering
 * again (as it does right after hydrating) does not make the card hydrate at once.
 */
export const SeparatelyHydratedImageCard = memo(function SeparatelyHydratedImageCard(props: ImageCardProps) {
  return (
    <Suspense>
      <ImageCard {...props} />
    </Suspense>
  );
});

export const ImageGrid = styled.div<{ listLayout?: boolean }>`
  display: grid;
  gap: clamp(1rem, 0.5rem + 1.5vw, 1.5rem);
  grid-template-columns: ${({ listLayout }) => (listLayout ? '1fr' : 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))')};
`;
