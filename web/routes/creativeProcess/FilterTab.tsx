import styled from '@emotion/styled';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { ImageCard, ImageGrid, type DownloadHandler } from '../../components/images/ImageCard.tsx';
import type { ImageCard_ImageFragment } from '../../generated/graphql.ts';
import {
  journeyStageLabels,
  journeyStageValues,
  learningStatusLabels,
  learningStatusValues,
  perspectiveLabels,
  perspectiveValues,
} from '../../generated/vocabulary.ts';
import { buttonStyle } from '../../components/ui/buttonStyles.ts';
import { color, layout } from '../../theme/tokens.ts';
import { hasActiveFilter, type JourneyFilters } from './journeyQuery.ts';
import { useDebouncedDraft } from './useDebouncedValue.ts';

const copy = creativeJourney.filter;

const Controls = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  margin-bottom: 1.25rem;
  label {
    display: grid;
    gap: 0.375rem;
    font-weight: 600;
    font-size: 0.9375rem;
  }
  select {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1.5px solid color-mix(in srgb, ${color.foreground} 35%, ${color.surface});
    border-radius: ${layout.radius};
    background: ${color.surface};
    color: ${color.foreground};
    font: inherit;
    font-weight: 400;
  }
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  p {
    font-weight: 600;
  }
`;

const Empty = styled.p`
  padding: 2rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  text-align: center;
  color: ${color.muted};
`;

export function matchesFilters(image: ImageCard_ImageFragment, filters: JourneyFilters): boolean {
  return (
    (filters.journeyStage === 'all' || image.journeyStage === filters.journeyStage) &&
    (filters.perspective === 'all' || image.perspective === filters.perspective) &&
    (filters.learningStatus === 'all' || image.learningStatus === filters.learningStatus)
  );
}

const sameFilters = (a: JourneyFilters, b: JourneyFilters) =>
  a.journeyStage === b.journeyStage && a.perspective === b.perspective && a.learningStatus === b.learningStatus;

export interface FilterTabProps {
  readonly filters: JourneyFilters;
  readonly images: readonly ImageCard_ImageFragment[];
  readonly onFilters: (filters: JourneyFilters) => void;
  readonly onOpen: (id: string) => void;
  readonly onDownload: DownloadHandler;
}

export function FilterTab({ filters, images, onFilters, onOpen, onDownload }: FilterTabProps) {
  const [draft, setDraft] = useDebouncedDraft(filters, onFilters, sameFilters);
  const shown = images.filter((image) => matchesFilters(image, filters));
  const countOf = (key: keyof JourneyFilters, value: string) => images.filter((image) => image[key] === value).length;
  const active = hasActiveFilter(filters);
  return (
    <section aria-label={creativeJourney.tabs.filter}>
      <Controls>
        <label>
          {copy.stage}
          <select value={draft.journeyStage} onChange={(event) => setDraft({ ...draft, journeyStage: event.target.value as JourneyFilters['journeyStage'] })}>
            <option value="all">{copy.option(copy.allStages, images.length)}</option>
            {journeyStageValues.map((stage) => (
              <option key={stage} value={stage}>
                {copy.option(journeyStageLabels[stage], countOf('journeyStage', stage))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.perspective}
          <select value={draft.perspective} onChange={(event) => setDraft({ ...draft, perspective: event.target.value as JourneyFilters['perspective'] })}>
            <option value="all">{copy.option(copy.allPerspectives, images.length)}</option>
            {perspectiveValues.map((perspective) => (
              <option key={perspective} value={perspective}>
                {copy.option(perspectiveLabels[perspective], countOf('perspective', perspective))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.status}
          <select value={draft.learningStatus} onChange={(event) => setDraft({ ...draft, learningStatus: event.target.value as JourneyFilters['learningStatus'] })}>
            <option value="all">{copy.option(copy.allStatuses, images.length)}</option>
            {learningStatusValues.map((status) => (
              <option key={status} value={status}>
                {copy.option(learningStatusLabels[status], countOf('learningStatus', status))}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      <Status>
        <p role="status" data-testid="filter-showing">
          {copy.showing(shown.length)}
          {active && ` ${copy.matching}`}
        </p>
        {active && (
          <button type="button" css={buttonStyle('secondary')} onClick={() => setDraft({ journeyStage: 'all', perspective: 'all', learningStatus: 'all' })}>
            {copy.clear}
          </button>
        )}
      </Status>
      {shown.length === 0 && <Empty>{copy.empty}</Empty>}
      <ImageGrid>
        {shown.map((image) => (
          <ImageCard key={image.id} image={image} onOpen={onOpen} onDownload={onDownload} />
        ))}
      </ImageGrid>
    </section>
  );
}
