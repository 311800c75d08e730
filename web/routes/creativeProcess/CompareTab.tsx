import styled from '@emotion/styled';
import { ToggleGroup } from '../../components/ui/ToggleGroup.tsx';
import { useState } from 'react';
import { COMPARE_GROUP_SIZE, creativeJourney } from '../../content/creativeJourney.ts';
import { Badge, statusTone } from '../../components/images/Badge.tsx';
import { ImageCard, ImageGrid, type DownloadHandler } from '../../components/images/ImageCard.tsx';
import { ImageFrame } from '../../components/images/ImageFrame.tsx';
import { buttonStyle } from '../../components/ui/buttonStyles.ts';
import type { CreativeJourneyQuery, ImageCard_ImageFragment, ImageDialog_ImageFragment } from '../../generated/graphql.ts';
import {
  journeyStageLabels,
  learningStatusLabels,
  learningStatusValues,
  perspectiveLabels,
  perspectiveValues,
} from '../../generated/vocabulary.ts';
import { color, layout } from '../../theme/tokens.ts';
import { bySessionDate, compareModes, longDate, toggleCompared, type CompareMode } from './journeyQuery.ts';
import { SideBySide } from './SideBySide.tsx';

const copy = creativeJourney.compare;

type JourneySession = CreativeJourneyQuery['creativeSessions'][number];

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Empty = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: center;
  padding: 2rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  text-align: center;
  color: ${color.muted};
  h3 {
    color: ${color.foreground};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  &:focus-visible {
    outline: 3px solid ${color.primary};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption {
    padding: 0.75rem 1rem;
    text-align: left;
    color: ${color.muted};
  }
  th,
  td {
    padding: 0.625rem 0.875rem;
    border-top: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-weight: 700;
  }
  tbody th {
    font-weight: 600;
    white-space: nowrap;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

const Group = styled.section`
  display: grid;
  gap: 1rem;
  header {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  h3 {
    font-size: 1.25rem;
  }
`;

const More = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  color: ${color.muted};
`;

const Picker = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pick = styled.button`
  display: grid;
  gap: 0.5rem;
  width: 100%;
  padding: 0.5rem;
  border: 2px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${color.primary};
    box-shadow: 0 0 0 2px ${color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${color.primary};
    outline-offset: 2px;
  }
  .title {
    font-weight: 650;
    line-height: 1.3;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  p {
    font-weight: 600;
  }
`;

const LimitHint = styled.p`
  flex: 1 1 16rem;
  color: ${color.foreground};
`;

/** The next compared images from the latest ones, or null to leave them as they are. */
export type CompareChange = (latest: readonly string[]) => readonly string[] | null;

export interface CompareTabProps {
  readonly mode: CompareMode;
  readonly compare: readonly string[];
  readonly sessions: readonly JourneySession[];
  readonly images: readonly ImageDialog_ImageFragment[];
  readonly onMode: (mode: CompareMode) => void;
  /** Changes the compared images: `change` gets the latest list (with any change not yet rendered) and answers the next, or null for none. */
  readonly onCompare: (change: CompareChange) => void;
  readonly onGallery: () => void;
  readonly onOpen: (id: string) => void;
  readonly onDownload: DownloadHandler;
}

export function CompareTab({ mode, compare, sessions, images, onMode, onCompare, onGallery, onOpen, onDownload }: CompareTabProps) {
  return (
    <Stack>
      <ToggleGroup role="group" aria-label={copy.modesLabel}>
        {compareModes.map((value) => (
          <button key={value} type="button" aria-pressed={mode === value} onClick={() => onMode(value)}>
            {copy.modes[value]}
          </button>
        ))}
      </ToggleGroup>
      {mode === 'session' ? (
        <SessionComparison sessions={sessions} images={images} />
      ) : images.length === 0 ? (
        <Empty>
          <p>{copy.noImages}</p>
        </Empty>
      ) : mode === 'selected' ? (
        <SelectedComparison compare={compare} sessions={sessions} images={images} onCompare={onCompare} />
      ) : (
        <GroupedComparison mode={mode} images={images} onGallery={onGallery} onOpen={onOpen} onDownload={onDownload} />
      )}
    </Stack>
  );
}

function SessionComparison({ sessions, images }: { readonly sessions: readonly JourneySession[]; readonly images: readonly ImageCard_ImageFragment[] }) {
  if (sessions.length === 0) {
    return (
      <Empty>
        <p>{copy.noSessions}</p>
      </Empty>
    );
  }
  const columns = copy.sessionColumns;
  return (
    <Scroll tabIndex={0} role="region" aria-label={copy.sessionsCaption}>
      <Table data-testid="compare-sessions">
        <caption>{copy.sessionsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.session}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.stage}</th>
            <th scope="col">{columns.images}</th>
            <th scope="col">{columns.finals}</th>
            <th scope="col">{columns.attempts}</th>
            <th scope="col">{columns.accidents}</th>
            <th scope="col">{columns.downloads}</th>
          </tr>
        </thead>
        <tbody>
          {[...sessions].sort(bySessionDate).map((session) => {
            const own = images.filter((image) => image.sessionId === session.id);
            const count = (status: string) => own.filter((image) => image.learningStatus === status).length;
            return (
              <tr key={session.id}>
                <th scope="row">{session.title}</th>
                <td>
                  <time dateTime={session.sessionDate}>{longDate(session.sessionDate)}</time>
                </td>
                <td>{journeyStageLabels[session.journeyStage]}</td>
                <td>{own.length}</td>
                <td>{count('final_version')}</td>
                <td>{count('learning_attempt')}</td>
                <td>{count('happy_accident')}</td>
                <td>{own.reduce((sum, image) => sum + image.downloadCount, 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}

interface GroupedComparisonProps {
  readonly mode: 'perspective' | 'quality';
  readonly images: readonly ImageCard_ImageFragment[];
  readonly onGallery: () => void;
  readonly onOpen: (id: string) => void;
  readonly onDownload: DownloadHandler;
}

function GroupedComparison({ mode, images, onGallery, onOpen, onDownload }: GroupedComparisonProps) {
  const groups =
    mode === 'perspective'
      ? perspectiveValues.map((value) => ({ value, label: perspectiveLabels[value], images: images.filter((image) => image.perspective === value) }))
      : learningStatusValues.map((value) => ({ value, label: learningStatusLabels[value], images: images.filter((image) => image.learningStatus === value) }));
  return (
    <Stack>
      {groups
        .filter((group) => group.images.length > 0)
        .map((group) => (
          <Group key={group.value} aria-labelledby={`compare-group-${group.value}`} data-testid="compare-group">
            <header>
              <h3 id={`compare-group-${group.value}`}>{group.label}</h3>
              <Badge tone="primary">{copy.groupCount(group.images.length)}</Badge>
            </header>
            <ImageGrid>
              {group.images.slice(0, COMPARE_GROUP_SIZE).map((image) => (
                <ImageCard key={image.id} image={image} onOpen={onOpen} onDownload={onDownload} headingLevel="h4" />
              ))}
            </ImageGrid>
            {group.images.length > COMPARE_GROUP_SIZE && (
              <More>
                {copy.moreInGallery(COMPARE_GROUP_SIZE, group.images.length)}
                <button type="button" css={buttonStyle('secondary')} onClick={onGallery}>
                  {copy.openGallery}
                </button>
              </More>
            )}
          </Group>
        ))}
    </Stack>
  );
}

interface SelectedComparisonProps {
  readonly compare: readonly string[];
  readonly sessions: readonly JourneySession[];
  readonly images: readonly ImageDialog_ImageFragment[];
  readonly onCompare: (change: CompareChange) => void;
}

function SelectedComparison({ compare, sessions, images, onCompare }: SelectedComparisonProps) {
  const [refused, setRefused] = useState(false);
  const selected = compare.map((id) => images.find((image) => image.id === id)).filter((image) => image !== undefined);
  // From the latest list, not this render's: a second pick can land before the first one's navigation has rendered.
  const toggle = (id: string) =>
    onCompare((latest) => {
      const next = toggleCompared(latest, id);
      setRefused(next.refused);
      return next.refused ? null : next.compare;
    });
  return (
    <Stack>
      <Status>
        <p data-testid="compare-count">{copy.selectedCount(selected.length)}</p>
        {/* Always present, so that screen readers announce the hint when it appears. */}
        <LimitHint role="status" data-testid="compare-limit">
          {refused ? copy.limitReached : ''}
        </LimitHint>
        {selected.length > 0 && (
          <button
            type="button"
            css={buttonStyle('secondary')}
            onClick={() => {
              setRefused(false);
              onCompare(() => []);
            }}
          >
            {copy.clear}
          </button>
        )}
      </Status>
      {selected.length === 0 ? (
        <Empty data-testid="compare-none">
          <h3>{copy.noneSelected}</h3>
          <p>{copy.noneSelectedHint}</p>
        </Empty>
      ) : (
        <SideBySide images={selected} sessions={sessions} onRemove={toggle} />
      )}
      <h3 id="compare-picker">{copy.pickerTitle}</h3>
      <Picker aria-labelledby="compare-picker">
        {images.map((image) => (
          <li key={image.id}>
            <Pick type="button" aria-pressed={compare.includes(image.id)} aria-label={copy.select(image.title)} data-compare-pick={image.id} onClick={() => toggle(image.id)}>
              <ImageFrame file={image.file} alt="" sizes="13rem" />
              <span className="title">{image.title}</span>
              <span className="meta">
                <Badge tone="primary">{perspectiveLabels[image.perspective]}</Badge>
                <Badge tone={statusTone(image.learningStatus)}>{learningStatusLabels[image.learningStatus]}</Badge>
              </span>
            </Pick>
          </li>
        ))}
      </Picker>
    </Stack>
  );
}
