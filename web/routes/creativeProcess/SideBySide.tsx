import styled from '@emotion/styled';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { ImageFrame } from '../../components/images/ImageFrame.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import type { CreativeJourneyQuery, ImageDialog_ImageFragment } from '../../generated/graphql.ts';
import { color, layout, status } from '../../theme/tokens.ts';
import { compareRows } from './compareFields.ts';
import { COMPARE_PARAMS_QUERY } from './journeyDocuments.ts';

const copy = creativeJourney.compare;

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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 0.9375rem;
  caption {
    padding: 0.75rem 1rem;
    text-align: left;
    color: ${color.muted};
  }
  col.field {
    width: 11rem;
  }
  col.image {
    width: 16rem;
  }
  th,
  td {
    padding: 0.625rem 0.875rem;
    border-top: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    font-weight: 700;
  }
  thead button {
    margin-top: 0.375rem;
    padding: 0.25rem 0.75rem;
    border: 1.5px solid ${color.border};
    border-radius: 999px;
    background: ${color.surface};
    color: ${color.foreground};
    font: inherit;
    font-size: 0.8125rem;
    font-weight: 600;
    cursor: pointer;
  }
  tbody th {
    font-weight: 600;
  }
  tbody th span {
    display: block;
    margin-top: 0.25rem;
  }
  tr[data-differs='true'] td {
    background: ${status.warning.soft};
    color: ${status.warning.text};
  }
`;

export interface SideBySideProps {
  readonly images: readonly ImageDialog_ImageFragment[];
  readonly sessions: readonly CreativeJourneyQuery['creativeSessions'][number][];
  readonly onRemove: (id: string) => void;
}

/** The selected images as columns, one row per field; rows whose values differ are tinted and labelled. */
export function SideBySide({ images, sessions, onRemove }: SideBySideProps) {
  const ids = images.map((image) => image.id);
  const first = ids[0] ?? '';
  const { data } = useQuery(COMPARE_PARAMS_QUERY, {
    variables: {
      first,
      second: ids[1] ?? first,
      third: ids[2] ?? first,
      fourth: ids[3] ?? first,
      withSecond: ids.length > 1,
      withThird: ids.length > 2,
      withFourth: ids.length > 3,
    },
  });
  const params = useMemo(() => {
    if (!data) return undefined;
    const found = [data.first, data.second, data.third, data.fourth].filter((image) => image != null);
    return new Map(found.map((image) => [image.id, image.generationParams]));
  }, [data]);
  const sessionTitles = useMemo(() => new Map(sessions.map((session) => [session.id, session.title])), [sessions]);
  const rows = compareRows(images, sessionTitles, params);

  return (
    <Scroll tabIndex={0} role="region" aria-label={copy.tableCaption}>
      <Table data-testid="compare-table">
        <caption>{copy.tableCaption}</caption>
        <colgroup>
          <col className="field" />
          {images.map((image) => (
            <col key={image.id} className="image" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{copy.fieldHeader}</th>
            {images.map((image) => (
              <th scope="col" key={image.id} data-compared={image.id}>
                <div>{image.title}</div>
                <button type="button" aria-label={copy.remove(image.title)} onClick={() => onRemove(image.id)}>
                  ✕
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{copy.fields.image}</th>
            {images.map((image) => (
              <td key={image.id}>
                <ImageFrame file={image.file} alt={image.description || image.title} sizes="16rem" />
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.key} data-field={row.key} data-differs={row.differs}>
              <th scope="row">
                {row.label}
                {row.differs && (
                  <span>
                    <Badge tone="warning">{copy.differs}</Badge>
                  </span>
                )}
              </th>
              {row.values.map((value, index) => (
                <td key={ids[index]}>
                  {value}
                  {row.differs && <VisuallyHidden> ({copy.differs})</VisuallyHidden>}
                </td>
              ))}
            </tr>
          ))}
          {!params && (
            <tr>
              <th scope="row">{copy.fields.params}</th>
              <td colSpan={images.length} aria-busy="true">
                {copy.loadingParams}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}
