import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { creativeJourney, learningStatusRationales, learningStatusVerdicts } from '../../content/creativeJourney.ts';
import { color, fixedText, font, layout, media, shadow, status } from '../../theme/tokens.ts';
import { buttonStyle } from '../ui/buttonStyles.ts';
import { Badge, statusTone } from './Badge.tsx';
import { graphql } from '../../generated/gql.ts';
import type { ImageDialog_ImageFragment } from '../../generated/graphql.ts';
import { learningStatusLabels, perspectiveLabels } from '../../generated/vocabulary.ts';
import { ImageFrame } from './ImageFrame.tsx';

/** What the dialog reads of an image (typed as ImageDialog_ImageFragment): the card's fields and the creative story. */
export const IMAGE_DIALOG_FRAGMENT = graphql(`
  fragment ImageDialog_image on CreativeImage {
    ...ImageCard_image
    prompt
    rejectionReason
    correctionApproach
    designPhilosophy
  }
`);

const copy = creativeJourney.dialog;

const Dialog = styled.dialog`
  width: min(100% - 1.5rem, 60rem);
  max-height: calc(100dvh - 1.5rem);
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: calc(${layout.radius} * 1.5);
  background: ${color.surface};
  color: ${color.foreground};
  box-shadow: ${shadow.raised};
  overflow: auto;
  &::backdrop {
    background: rgb(15 23 42 / 0.6);
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  padding: 1rem 1.25rem;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  h2 {
    font-size: clamp(1.25rem, 1rem + 1vw, 1.625rem);
    line-height: 1.25;
  }
`;

const HeaderText = styled.div`
  display: grid;
  gap: 0.25rem;
  flex: 1;
  p {
    color: ${color.muted};
  }
`;

const Controls = styled.div`
  display: flex;
  gap: 0.375rem;
  flex-shrink: 0;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1.5px solid ${color.border};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  font-size: 1.125rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${color.foreground};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: 1.25rem;
  ${media.md} {
    grid-template-columns: 1.2fr 1fr;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 1rem;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
  padding: 0 1.25rem 1.5rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  section {
    display: grid;
    gap: 0.375rem;
    align-content: start;
  }
  h3 {
    font-family: ${font.body};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${color.muted};
  }
`;

const Prompt = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${layout.radius};
  background: color-mix(in srgb, ${color.foreground} 5%, ${color.surface});
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.875rem;
  line-height: 1.6;
`;

const Boxed = styled.section<{ tone: 'amber' | 'green' }>`
  padding: 0.875rem 1rem;
  border-radius: ${layout.radius};
  border-left: 4px solid ${({ tone }) => (tone === 'amber' ? status.warning.strong : status.success.strong)};
  background: ${({ tone }) => (tone === 'amber' ? status.warning.faint : status.success.faint)};
  color: ${fixedText.onTint};
  h3 {
    color: ${({ tone }) => (tone === 'amber' ? status.warning.text : status.success.text)} !important;
  }
`;

const Hint = styled.p`
  font-size: 0.8125rem;
  color: ${color.muted};
`;

const Live = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface ImageDetailDialogProps {
  readonly image: ImageDialog_ImageFragment;
  /** 1-based position of the image in the list it was opened from, and that list's length. */
  readonly position: number;
  readonly total: number;
  readonly downloading: boolean;
  readonly onClose: () => void;
  readonly onMove: (delta: -1 | 1) => void;
  readonly onDownload: (image: ImageDialog_ImageFragment) => void;
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])')];
}

function verdict(image: ImageDialog_ImageFragment): { readonly label: string; readonly rationale: string } {
  switch (image.learningStatus) {
    case 'final_version':
      return { label: learningStatusVerdicts.final_version, rationale: learningStatusRationales.final_version };
    case 'happy_accident':
      return { label: learningStatusVerdicts.happy_accident, rationale: learningStatusRationales.happy_accident };
    case 'learning_attempt':
      return {
        label: learningStatusVerdicts.learning_attempt,
        rationale: image.rejectionReason || learningStatusRationales.learningAttemptDefault,
      };
    default:
      return { label: learningStatusVerdicts.other, rationale: learningStatusRationales.learningAttemptDefault };
  }
}

/**
 * The image detail dialog: a modal <dialog> (the page behind is inert), Tab kept inside, Escape
 * closes, the arrow keys move through the list it was opened from and the position is announced.
 */
export function ImageDetailDialog({ image, position, total, downloading, onClose, onMove, onDownload }: ImageDetailDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onMove(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab' && ref.current) {
      const focusable = focusableIn(ref.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const judged = verdict(image);
  return (
    <Dialog
      ref={ref}
      aria-labelledby="image-dialog-title"
      aria-describedby="image-dialog-description"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      <Header>
        <HeaderText>
          <h2 id="image-dialog-title">{image.title}</h2>
          <p id="image-dialog-description">{image.description}</p>
        </HeaderText>
        <Controls>
          <IconButton type="button" aria-label={copy.previous} onClick={() => onMove(-1)} disabled={total < 2}>
            <span aria-hidden="true">←</span>
          </IconButton>
          <IconButton type="button" aria-label={copy.next} onClick={() => onMove(1)} disabled={total < 2}>
            <span aria-hidden="true">→</span>
          </IconButton>
          <IconButton ref={closeRef} type="button" aria-label={copy.close} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </IconButton>
        </Controls>
      </Header>
      <Live aria-live="polite" aria-atomic="true" data-testid="dialog-position">
        {total > 0 ? copy.position(position, total) : ''}
      </Live>
      <Body>
        <ImageFrame key={image.id} file={image.file} alt={image.description || image.title} sizes="(min-width: 768px) 34rem, 92vw" eager />
        <Side>
          <Badges>
            <Badge tone="primary">{perspectiveLabels[image.perspective]}</Badge>
            <Badge tone={statusTone(image.learningStatus)}>{learningStatusLabels[image.learningStatus]}</Badge>
            <Badge>{copy.complexity(image.complexityLevel)}</Badge>
          </Badges>
          <button type="button" css={buttonStyle('primary')} onClick={() => onDownload(image)} disabled={downloading} data-testid="dialog-download">
            {downloading ? copy.downloading : copy.download(image.downloadCount)}
          </button>
          <Hint>{copy.keyHint}</Hint>
        </Side>
      </Body>
      <Sections>
        <section>
          <h3>{copy.description}</h3>
          <p>{image.description}</p>
        </section>
        <section>
          <h3>{copy.prompt}</h3>
          <Prompt>{image.prompt}</Prompt>
        </section>
        <section>
          <h3>{copy.quality}</h3>
          <p>
            <strong>{judged.label}</strong>
          </p>
          <p>{judged.rationale}</p>
        </section>
        {image.rejectionReason && (
          <Boxed tone="amber">
            <h3>{copy.rejection}</h3>
            <p>{image.rejectionReason}</p>
          </Boxed>
        )}
        {image.correctionApproach && (
          <Boxed tone="green">
            <h3>{copy.correction}</h3>
            <p>{image.correctionApproach}</p>
          </Boxed>
        )}
        {image.designPhilosophy && (
          <section>
            <h3>{copy.philosophy}</h3>
            <p>{image.designPhilosophy}</p>
          </section>
        )}
      </Sections>
    </Dialog>
  );
}
