import styled from '@emotion/styled';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { color } from '../../theme/tokens.ts';
import { pageButtons } from './journeyQuery.ts';

const copy = creativeJourney.gallery;

const Nav = styled.nav`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  margin-top: 2rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    font-size: 0.875rem;
    color: ${color.muted};
  }
`;

const PageButton = styled.button`
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 0.875rem;
  border: 1.5px solid ${color.border};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${color.foreground};
    border-color: ${color.foreground};
    color: ${color.background};
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${color.foreground};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Ellipsis = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 2rem;
  height: 2.75rem;
  color: ${color.muted};
`;

export interface PaginationProps {
  readonly page: number;
  readonly pages: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

export function Pagination({ page, pages, total, onPage }: PaginationProps) {
  return (
    <Nav aria-label={copy.paginationLabel}>
      <ul>
        <li>
          <PageButton type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            {copy.previous}
          </PageButton>
        </li>
        {pageButtons(page, pages).map((button, index) => (
          <li key={button === 'ellipsis' ? `ellipsis-${index}` : button}>
            {button === 'ellipsis' ? (
              <Ellipsis aria-hidden="true">…</Ellipsis>
            ) : (
              <PageButton
                type="button"
                aria-label={copy.pageLabel(button)}
                aria-current={button === page ? 'page' : undefined}
                onClick={() => onPage(button)}
              >
                {button}
              </PageButton>
            )}
          </li>
        ))}
        <li>
          <PageButton type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            {copy.next}
          </PageButton>
        </li>
      </ul>
      <p data-testid="page-status">{copy.pageStatus(page, pages, total)}</p>
    </Nav>
  );
}
