import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/apiRequest.ts';
import { generateImage } from '../../api/imageGeneration.ts';
import { previewCopy } from '../../content/catalogAdmin.ts';
import type { Perspective } from '../../generated/vocabulary.ts';
import { color, layout } from '../../theme/tokens.ts';
import { AmberBox, Muted, Panel, PanelTitle } from '../admin/adminStyles.ts';
import { previewRequest, type GenerationParamsValues } from './generationParams.ts';

/** Why the preview failed, as the generator said it; a refusal for the rate limit says the preview is paused. */
export function previewFailureMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : previewCopy.failed;
  const limited = error instanceof Error && error.cause instanceof ApiError && error.cause.status === 429;
  return limited ? previewCopy.rateLimited(message) : message;
}

/** The generator allows 20 renders a minute per client: the preview waits for a pause in typing. */
export const PREVIEW_DEBOUNCE_MS = 600;

const Frame = styled.div`
  position: relative;
  border-radius: ${layout.radius};
  overflow: hidden;
  min-height: 8rem;
  background:
    repeating-conic-gradient(color-mix(in srgb, ${color.foreground} 6%, ${color.surface}) 0% 25%, ${color.surface} 0% 50%) 50% / 1.5rem 1.5rem;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

type PreviewState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'rendering'; readonly url: string | null }
  | { readonly kind: 'ready'; readonly url: string; readonly prompt: string }
  | { readonly kind: 'failed'; readonly url: string | null; readonly message: string };

export interface ImagePreviewProps {
  readonly prompt: string;
  readonly perspective: Perspective;
  readonly params: GenerationParamsValues;
  readonly headingLevel?: 'h2' | 'h3';
}

/** A live preview from the local generator (POST /api/images/generate), debounced; a 429 shows the limit. */
export function ImagePreview({ prompt, perspective, params, headingLevel = 'h2' }: ImagePreviewProps) {
  const id = useId();
  const request = previewRequest(prompt, perspective, params);
  const key = request ? JSON.stringify(request.body) : '';
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });

  useEffect(() => {
    if (!key) {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    const body = JSON.parse(key) as Record<string, unknown>;
    const timer = window.setTimeout(() => {
      setState((previous) => ({ kind: 'rendering', url: 'url' in previous ? previous.url : null }));
      generateImage(body, previewCopy.failed).then(
        (answer) => current && setState({ kind: 'ready', url: answer.imageUrl, prompt: String(body.prompt) }),
        (error: unknown) => {
          if (!current) return;
          setState((previous) => ({ kind: 'failed', url: 'url' in previous ? previous.url : null, message: previewFailureMessage(error) }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key]);

  const Heading = headingLevel;
  const url = 'url' in state ? state.url : null;
  return (
    <Panel aria-labelledby={`${id}-title`} aria-busy={state.kind === 'rendering'}>
      <PanelTitle as={Heading} id={`${id}-title`}>
        {previewCopy.title}
      </PanelTitle>
      <Muted>{previewCopy.intro}</Muted>
      <Frame>
        {url ? <img src={url} alt={previewCopy.alt(state.kind === 'ready' ? state.prompt : prompt)} data-testid="image-preview" /> : <Muted style={{ padding: '2rem 1rem', textAlign: 'center' }}>{previewCopy.empty}</Muted>}
      </Frame>
      <div role="status" aria-live="polite">
        {state.kind === 'rendering' && <Muted>{previewCopy.rendering}</Muted>}
        {state.kind === 'failed' && <AmberBox>{state.message}</AmberBox>}
      </div>
      {request?.approximation && <Muted>{previewCopy.approximated(request.approximation.ratio, request.approximation.previewRatio, request.approximation.minimalism)}</Muted>}
    </Panel>
  );
}
