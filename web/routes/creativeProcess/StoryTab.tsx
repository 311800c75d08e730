import styled from '@emotion/styled';
import { memo, startTransition, useEffect, useState } from 'react';
import { creativeJourney, stageBlurbs } from '../../content/creativeJourney.ts';
import { ImageGrid, SeparatelyHydratedImageCard, type DownloadHandler } from '../../components/images/ImageCard.tsx';
import type { CreativeJourneyQuery, ImageCard_ImageFragment } from '../../generated/graphql.ts';
import { journeyStageLabels, type JourneyStage, type LearningStatus } from '../../generated/vocabulary.ts';
import { color, fixedText, font, hue, layout, media, shadow } from '../../theme/tokens.ts';
import { useHydrated } from '../../components/layout/useHydrated.ts';
import { bySessionDate, daysSince, longDate } from './journeyQuery.ts';

const copy = creativeJourney.story;

type JourneySession = CreativeJourneyQuery['creativeSessions'][number];

/** Blue early, purple brand discovery, green mastery (text shades keep AA on white). */
const chapterColours: Record<JourneyStage, { readonly accent: string; readonly soft: string; readonly text: string }> = {
  early_experiments: hue.blue,
  brand_discovery: hue.purple,
  perspective_mastery: hue.green,
};

const Hint = styled.p`
  max-width: ${layout.measure};
  padding: 0.875rem 1.125rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  color: ${color.muted};
`;

const Summary = styled.p`
  font-family: ${font.headline};
  font-size: clamp(1.125rem, 1rem + 0.6vw, 1.375rem);
`;

const Counters = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  div {
    display: grid;
    gap: 0.25rem;
    padding: 1.25rem;
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    background: ${color.surface};
    box-shadow: ${shadow.card};
  }
  dt {
    order: 2;
    color: ${color.muted};
    font-weight: 600;
  }
  dd {
    order: 1;
    margin: 0;
    font-family: ${font.headline};
    font-size: 2.25rem;
    font-weight: 700;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
`;

const Timeline = styled.ol`
  display: grid;
  gap: 2.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`;

const Chapter = styled.li<{ accent: string; soft: string; text: string }>`
  display: grid;
  gap: 1rem;
  padding: clamp(1.25rem, 1rem + 1vw, 2rem);
  border: 1px solid ${color.border};
  border-top: 4px solid ${({ accent }) => accent};
  border-radius: calc(${layout.radius} * 1.25);
  background: ${color.surface};
  & > h2 {
    font-size: clamp(1.375rem, 1.1rem + 1vw, 1.75rem);
    line-height: 1.25;
  }
  .stage {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
    font-size: 0.875rem;
    font-weight: 650;
    color: ${({ text }) => text};
  }
  .number {
    display: inline-grid;
    place-items: center;
    min-width: 2rem;
    height: 2rem;
    border-radius: 999px;
    background: ${({ accent }) => accent};
    color: ${fixedText.onStrong};
  }
  .box {
    padding: 0.875rem 1rem;
    border-radius: ${layout.radius};
    background: ${({ soft }) => soft};
    color: ${fixedText.onTint};
  }
  .box h3 {
    margin-bottom: 0.25rem;
    font-family: ${font.body};
    font-size: 0.875rem;
    font-weight: 700;
    color: ${({ text }) => text};
  }
`;

const Meta = styled.p`
  color: ${color.muted};
  font-size: 0.9375rem;
`;

const Boxes = styled.div`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  div {
    display: flex;
    gap: 0.375rem;
    align-items: baseline;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const count = (images: readonly ImageCard_ImageFragment[], status: LearningStatus) => images.filter((image) => image.learningStatus === status).length;

export interface StoryTabProps {
  readonly sessions: readonly JourneySession[];
  readonly images: readonly ImageCard_ImageFragment[];
  readonly onOpen: (id: string) => void;
  readonly onDownload: DownloadHandler;
  /** Called once every chapter is on the page (the later ones render after the first paint). */
  readonly onComplete?: () => void;
  /** Render every chapter at once when mounted: hydrating, the story is in the prerendered HTML already. */
  readonly startComplete?: boolean;
}

/** Memoized: the page renders again when it has hydrated (its tabs enable); the story's cards need not. */
export const StoryTab = memo(function StoryTab({ sessions, images, onOpen, onDownload, onComplete, startComplete = false }: StoryTabProps) {
  const ordered = [...sessions].sort(bySessionDate);
  const days = daysSince(ordered[0]?.sessionDate, new Date());
  const hydrated = useHydrated();
  // Prerendered, the whole story is in the HTML and hydration only adopts it (in a transition, so
  // React yields between components). Rendered in the browser, chapters join one per transition: React
  // yields while it renders a transition but commits it in one task, so committing one chapter at a
  // time keeps each task short while the story fills in.
  const [shown, setShown] = useState(() => (startComplete ? ordered.length : 0));
  const complete = shown >= ordered.length;
  useEffect(() => {
    if (complete) onComplete?.();
    else startTransition(() => setShown(shown + 1));
  }, [complete, shown, onComplete]);
  return (
    <Stack>
      <Hint>{copy.hint}</Hint>
      {/* The days since the first session are counted to today: prerendered, the HTML counted them to the day it
          was built. Hydration keeps that text (a mismatch would fail the whole page's hydration); once hydrated
          the summary is rendered anew (its key changes) with today's count. */}
      <Summary key={hydrated ? 'today' : 'prerendered'} suppressHydrationWarning data-testid="story-summary">
        {copy.summary(ordered.length, days)}
      </Summary>
      <Counters>
        <div>
          <dt>{copy.counters.attempts}</dt>
          <dd data-testid="counter-attempts">{count(images, 'learning_attempt')}</dd>
        </div>
        <div>
          <dt>{copy.counters.finals}</dt>
          <dd data-testid="counter-finals">{count(images, 'final_version')}</dd>
        </div>
        <div>
          <dt>{copy.counters.accidents}</dt>
          <dd data-testid="counter-accidents">{count(images, 'happy_accident')}</dd>
        </div>
      </Counters>
      {ordered.length === 0 && <p>{copy.empty}</p>}
      <Timeline>
        {ordered.slice(0, shown).map((session, index) => {
          const sessionImages = images.filter((image) => image.sessionId === session.id);
          const colours = chapterColours[session.journeyStage];
          const headingId = `chapter-${session.id}`;
          return (
            <Chapter key={session.id} aria-labelledby={headingId} {...colours} data-testid="chapter">
              <div className="stage">
                <span className="number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{copy.chapter(index + 1)}</span>
                <span aria-hidden="true">·</span>
                <span>{journeyStageLabels[session.journeyStage]}</span>
              </div>
              <Meta>
                <time dateTime={session.sessionDate}>{longDate(session.sessionDate)}</time> · {copy.visualizations(sessionImages.length)}
              </Meta>
              <h2 id={headingId}>{session.title}</h2>
              <Meta>{stageBlurbs[session.journeyStage]}</Meta>
              {index > 0 && (
                <div className="box">
                  <h3>{copy.buildingOnPrevious}</h3>
                  <p>{copy.buildingOnPreviousNote}</p>
                </div>
              )}
              <p>{session.description}</p>
              <Boxes>
                {session.learningInsights && (
                  <div className="box">
                    <h3>{copy.discovery}</h3>
                    <p>{session.learningInsights}</p>
                  </div>
                )}
                {session.nextSteps && (
                  <div className="box">
                    <h3>{copy.evolution}</h3>
                    <p>{session.nextSteps}</p>
                  </div>
                )}
              </Boxes>
              <Stats>
                <div>
                  <dt>{copy.stats.finals}</dt>
                  <dd>{count(sessionImages, 'final_version')}</dd>
                </div>
                <div>
                  <dt>{copy.stats.attempts}</dt>
                  <dd>{count(sessionImages, 'learning_attempt')}</dd>
                </div>
                <div>
                  <dt>{copy.stats.accidents}</dt>
                  <dd>{count(sessionImages, 'happy_accident')}</dd>
                </div>
                <div>
                  <dt>{copy.stats.downloads}</dt>
                  <dd data-testid="chapter-downloads">{sessionImages.reduce((sum, image) => sum + image.downloadCount, 0)}</dd>
                </div>
              </Stats>
              <ImageGrid>
                {sessionImages.map((image) => (
                  <SeparatelyHydratedImageCard key={image.id} image={image} onOpen={onOpen} onDownload={onDownload} headingLevel="h3" />
                ))}
              </ImageGrid>
            </Chapter>
          );
        })}
      </Timeline>
    </Stack>
  );
});
