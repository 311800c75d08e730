import styled from '@emotion/styled';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { generateImage } from '../../api/imageGeneration.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { useHydrated } from '../../components/layout/useHydrated.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useToast } from '../../components/toast/toastContext.ts';
import { buttonStyle } from '../../components/ui/buttonStyles.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { demoDefaults, imageDemo } from '../../content/imageDemo.ts';
import { graphql } from '../../generated/gql.ts';
import {
  aspectRatioLabels,
  backgroundLabels,
  backgroundValues,
  colorPaletteLabels,
  colorPaletteValues,
  perspectiveLabels,
  type Background,
  type ColorPalette,
  type Perspective,
} from '../../generated/vocabulary.ts';
import { usePerspective } from '../../perspective/perspectiveContext.ts';
import { color, font, layout, media } from '../../theme/tokens.ts';
import { demoRatios, normalizeMinimalism, normalizeSeed, ratioValue, type DemoRatio } from './demoParameters.ts';

const copy = imageDemo;

interface DemoResult {
  readonly key: string;
  readonly kind: 'sample' | 'generated';
  readonly imageUrl: string;
  readonly prompt: string;
  readonly perspective: Perspective;
  readonly seed: number | null;
  readonly minimalism: number;
  readonly colorPalette: string;
  /** As people read it: '16:9'. */
  readonly aspectRatio: string;
}

const SAMPLES_QUERY = graphql(`
  query DemoSamples {
    staticGallery {
      url
      prompt
      perspective
      parameters {
        minimalism
        colorPalette
        aspectRatio
      }
    }
  }
`);

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  padding-block: calc(${layout.spacing} * 1.25) calc(${layout.spacing} * 2);
  ${media.lg} {
    grid-template-columns: minmax(20rem, 26rem) 1fr;
    align-items: start;
  }
`;

/** Disabled until the page has hydrated: typing or a click before then would be lost. */
const Fields = styled.fieldset`
  display: grid;
  gap: 1.125rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Form = styled.form`
  display: grid;
  gap: 1.125rem;
  label,
  .label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .field {
    display: grid;
    gap: 0.375rem;
  }
  textarea,
  select,
  input[type='number'] {
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1.5px solid color-mix(in srgb, ${color.foreground} 35%, ${color.surface});
    border-radius: ${layout.radius};
    background: ${color.surface};
    color: ${color.foreground};
    font: inherit;
  }
  textarea {
    min-height: 6rem;
    resize: vertical;
  }
  input[type='range'] {
    width: 100%;
    accent-color: ${color.primary};
  }
`;

const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.8125rem;
  color: ${color.muted};
`;

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr 1fr;
`;

const Hint = styled.p`
  font-size: 0.8125rem;
  color: ${color.muted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Results = styled.ol`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Result = styled.li`
  display: grid;
  gap: 0.625rem;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${layout.radius};
    background:
      repeating-conic-gradient(color-mix(in srgb, ${color.foreground} 6%, ${color.surface}) 0% 25%, ${color.surface} 0% 50%) 50% / 1.5rem 1.5rem;
  }
  p {
    font-size: 0.875rem;
    color: ${color.muted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Empty = styled.p`
  padding: 2rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  text-align: center;
  color: ${color.muted};
`;

/** On wide screens the controls stay in view beside a long list of results. */
const ControlsCard = styled(Card)`
  ${media.lg} {
    position: sticky;
    top: calc(${layout.headerHeight} + 1rem);
  }
`;

const CardHeading = styled.h2`
  font-size: 1.375rem;
  font-family: ${font.headline};
`;

export default function ImageDemoPage() {
  const { perspective } = usePerspective();
  const { toast } = useToast();
  const client = useApolloClient();
  const id = useId();
  const hydrated = useHydrated();
  const [prompt, setPrompt] = useState<string>(demoDefaults.prompt);
  const [minimalism, setMinimalism] = useState<number>(demoDefaults.minimalism);
  const [background, setBackground] = useState<Background>(demoDefaults.background);
  const [colorPalette, setColorPalette] = useState<ColorPalette>(demoDefaults.colorPalette);
  const [aspectRatio, setAspectRatio] = useState<DemoRatio>(demoDefaults.aspectRatio);
  const [seed, setSeed] = useState(String(demoDefaults.seed));
  const [generating, setGenerating] = useState(false);
  const [results, setResults] = useState<readonly DemoResult[]>([]);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setGenerating(true);
    const parameters = {
      prompt: prompt.trim() || demoDefaults.prompt,
      perspective,
      seed: normalizeSeed(seed),
      background,
      minimalism: normalizeMinimalism(minimalism),
      colorPalette,
      aspectRatio,
    };
    try {
      const answer = await generateImage(parameters, copy.toasts.failure.fallback);
      setResults((current) => [
        {
          key: `generated-${Date.now()}`,
          kind: 'generated',
          imageUrl: answer.imageUrl,
          prompt: parameters.prompt,
          perspective,
          seed: answer.metadata.parameters.seed,
          minimalism: parameters.minimalism,
          colorPalette,
          aspectRatio,
        },
        ...current,
      ]);
      toast({ title: copy.toasts.success.title, description: copy.toasts.success.description });
    } catch (error) {
      toast({
        title: copy.toasts.failure.title,
        description: error instanceof Error && error.message ? error.message : copy.toasts.failure.fallback,
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };

  const showSample = async () => {
    try {
      const { data } = await client.query({ query: SAMPLES_QUERY });
      const sample = data?.staticGallery.find((item) => item.perspective === perspective);
      if (!sample) throw new Error(copy.toasts.failure.fallback);
      setResults((current) => [
        {
          key: `sample-${Date.now()}`,
          kind: 'sample',
          imageUrl: sample.url,
          prompt: sample.prompt,
          perspective,
          seed: null,
          minimalism: sample.parameters.minimalism,
          colorPalette: sample.parameters.colorPalette,
          aspectRatio: aspectRatioLabels[sample.parameters.aspectRatio],
        },
        ...current,
      ]);
      toast({ title: copy.toasts.sample.title, description: copy.toasts.sample.description(perspectiveLabels[perspective]) });
    } catch (error) {
      console.error('Sample failed', error);
      toast({ title: copy.toasts.failure.title, description: copy.toasts.failure.fallback, variant: 'destructive' });
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <>
      <PageHeader before={<Badge tone="primary">{copy.badge}</Badge>} title={copy.title} subtitle={copy.subtitle} />
      <Container>
        <Body>
          <ControlsCard as="section" aria-labelledby={field('controls-title')}>
            <CardHeading id={field('controls-title')}>{copy.controls.title}</CardHeading>
            <Hint>{copy.controls.perspectiveNote(perspectiveLabels[perspective])}</Hint>
            <Form onSubmit={(event) => void generate(event)}>
              <Fields disabled={!hydrated}>
                <div className="field">
                  <label htmlFor={field('prompt')}>{copy.controls.prompt}</label>
                  <textarea id={field('prompt')} value={prompt} onChange={(event) => setPrompt(event.target.value)} />
                </div>
                <div className="field">
                  <label htmlFor={field('minimalism')}>
                    {copy.controls.minimalism}: {minimalism}
                  </label>
                  <input
                    id={field('minimalism')}
                    type="range"
                    min={0}
                    max={100}
                    step={10}
                    value={minimalism}
                    aria-valuetext={`${copy.controls.minimalismValue(minimalism)} (${copy.controls.minimalismMin} to ${copy.controls.minimalismMax})`}
                    onChange={(event) => setMinimalism(Number(event.target.value))}
                  />
                  <Ends aria-hidden="true">
                    <span>{copy.controls.minimalismMin}</span>
                    <span>{copy.controls.minimalismMax}</span>
                  </Ends>
                </div>
                <Pair>
                  <div className="field">
                    <label htmlFor={field('background')}>{copy.controls.background}</label>
                    <select id={field('background')} value={background} onChange={(event) => setBackground(event.target.value as Background)}>
                      {backgroundValues.map((value) => (
                        <option key={value} value={value}>
                          {backgroundLabels[value]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={field('palette')}>{copy.controls.palette}</label>
                    <select id={field('palette')} value={colorPalette} onChange={(event) => setColorPalette(event.target.value as ColorPalette)}>
                      {colorPaletteValues.map((value) => (
                        <option key={value} value={value}>
                          {colorPaletteLabels[value]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={field('ratio')}>{copy.controls.aspectRatio}</label>
                    <select id={field('ratio')} value={aspectRatio} onChange={(event) => setAspectRatio(event.target.value as DemoRatio)}>
                      {demoRatios.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={field('seed')}>{copy.controls.seed}</label>
                    <input
                      id={field('seed')}
                      type="number"
                      step={1}
                      inputMode="numeric"
                      value={seed}
                      aria-describedby={field('seed-hint')}
                      onChange={(event) => setSeed(event.target.value)}
                    />
                  </div>
                </Pair>
                <Hint id={field('seed-hint')}>{copy.controls.seedHint}</Hint>
                <Buttons>
                  <button type="submit" css={buttonStyle('primary')} disabled={generating} aria-busy={generating}>
                    {generating ? copy.controls.generating : copy.controls.generate}
                  </button>
                  <button type="button" css={buttonStyle('secondary')} onClick={() => void showSample()}>
                    {copy.controls.showSample}
                  </button>
                </Buttons>
              </Fields>
            </Form>
          </ControlsCard>
          <Card as="section" aria-labelledby={field('results-title')}>
            <CardHeading id={field('results-title')}>{copy.results.title}</CardHeading>
            {results.length === 0 ? (
              <Empty>{copy.results.empty}</Empty>
            ) : (
              <Results data-testid="demo-results">
                {results.map((result, index) => {
                  const ratio = ratioValue(result.aspectRatio);
                  return (
                    <Result key={result.key} data-testid="demo-result" data-kind={result.kind}>
                      <img
                        src={result.imageUrl}
                        alt={copy.results.alt(result.prompt)}
                        width={1600}
                        height={Math.round(1600 / ratio)}
                        loading={index === 0 ? 'eager' : 'lazy'}
                        decoding="async"
                      />
                      <Row>
                        <Badge tone={result.kind === 'sample' ? 'warning' : 'success'}>
                          {result.kind === 'sample' ? copy.results.sample : copy.results.generated}
                        </Badge>
                        <Badge tone="primary">{perspectiveLabels[result.perspective]}</Badge>
                        {result.seed !== null && <Badge>{copy.results.seed(result.seed)}</Badge>}
                        <Badge>{copy.results.minimalism(result.minimalism)}</Badge>
                        <Badge>{result.colorPalette}</Badge>
                        <Badge>{result.aspectRatio}</Badge>
                      </Row>
                      <p>{result.prompt}</p>
                    </Result>
                  );
                })}
              </Results>
            )}
          </Card>
        </Body>
      </Container>
    </>
  );
}
