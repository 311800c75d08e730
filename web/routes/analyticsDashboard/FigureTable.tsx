import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Muted } from '../../components/admin/adminStyles.ts';
import { color } from '../../theme/tokens.ts';

export interface Column<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly numeric?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption {
    text-align: left;
    font-weight: 650;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 0.8125rem;
    color: ${color.muted};
    font-weight: 650;
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  code {
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

/** A labelled table of figures: the dashboard's text form of every chart and list. */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  readonly caption: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly empty: string;
}) {
  if (!rows.length) return <Muted>{empty}</Muted>;
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'numeric' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
