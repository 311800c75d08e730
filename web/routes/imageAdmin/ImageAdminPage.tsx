import { useApolloClient, useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { ADMIN_PAGE_SIZE, FILTER_DEBOUNCE_MS, toggleSelection } from '../../components/admin/adminLogic.ts';
import { AdminHeader, AdminMain, EmptyState, Muted, Panel, Row, button } from '../../components/admin/adminStyles.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { AdminSessionGate, useAdminSession } from '../../components/admin/AdminSession.tsx';
import { focusNearest } from '../../components/admin/focusNearest.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { CatalogAdminLinks } from './CatalogAdminLinks.tsx';
import { AdminSignOut } from '../../components/admin/AdminSignOut.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { ActionLink } from '../../components/ui/ActionLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { eventExplorer } from '../../content/eventExplorer.ts';
import { analyticsDashboard } from '../../content/analyticsDashboard.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { BulkEditPanel } from './BulkEditPanel.tsx';
import { catalogCopy } from './catalogCopy.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { ImageCard } from './ImageCard.tsx';
import { ADMIN_GRID_IMAGES, ADMIN_GRID_MATCHING_IDS, ADMIN_IMAGE_COUNTS } from './gridDocuments.ts';
import { gridFiltersFromParams, gridFiltersToParams, gridVariables, type GridFilters } from './gridParams.ts';
import { useKeptCards } from './keptCards.ts';
import { UsagePanel } from './UsagePanel.tsx';
import { useLiveGrid } from './useLiveGrid.ts';
import type { AdminGridImage_ImageFragment } from '../../generated/graphql.ts';

const NO_IMAGES: readonly AdminGridImage_ImageFragment[] = [];

/** Active images can be archived, archived ones restored; when both are shown, either. */
const archiveActionsFor = { ACTIVE: ['archive'], ARCHIVED: ['restore'], ALL: ['archive', 'restore'] } as const;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

export default function ImageAdminPage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={imageAdmin.loading} />}>
      <ImageAdministration />
    </AdminSessionGate>
  );
}

function ImageAdministration() {
  const copy = imageAdmin;
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = useMemo(() => gridFiltersFromParams(searchParams), [searchParams]);
  const [draft, setDraft] = useState<GridFilters>(applied);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const { reportUnauthenticated } = useAdminSession();
  const client = useApolloClient();
  const gridRef = useRef<HTMLElement>(null);

  // Filters reach the URL (and the query) 300 ms after the last keystroke.
  useEffect(() => {
    const next = gridFiltersToParams(draft);
    if (next.toString() === gridFiltersToParams(applied).toString()) return;
    const timer = window.setTimeout(() => setSearchParams(next, { replace: true }), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, applied, setSearchParams]);

  const { data, previousData, error, loading, refetch } = useQuery(ADMIN_GRID_IMAGES, {
    variables: { ...gridVariables(applied), sort: applied.sort, offset: (applied.page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE },
  });
  const { data: counts } = useQuery(ADMIN_IMAGE_COUNTS);
  useLiveGrid([data?.gridPosition, counts?.countsPosition]);

  useEffect(() => {
    if (error && isUnauthenticated(error)) reportUnauthenticated();
  }, [error, reportUnauthenticated]);

  // While another filter or order loads, the last result stays rather than a spinner.
  const shown = data ?? previousData;
  const items = shown?.images.items ?? NO_IMAGES;
  const { cards, onEditingChange } = useKeptCards(items);
  const total = shown?.images.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const orderedIds = useMemo(() => items.map((image) => image.id), [items]);
  const pageAllSelected = orderedIds.length > 0 && orderedIds.every((id) => selected.has(id));

  const onToggleSelect = useCallback(
    (id: string, shiftKey: boolean) => {
      setSelected((current) => toggleSelection(current, orderedIds, id, anchor, shiftKey));
      setAnchor(id);
    },
    [orderedIds, anchor],
  );

  /** When a card leaves the grid with the button that had focus: the next card's title, or the previous one's, or the grid's heading. */
  const focusNearestCard = useCallback((order: readonly string[], id: string) => {
    const grid = gridRef.current;
    if (!grid) return;
    const titleLink = (other: string) => grid.querySelector<HTMLElement>(`article[data-image-id="${other}"] h3 a`);
    focusNearest(order, id, titleLink, grid.querySelector<HTMLElement>('#admin-images-title'));
  }, []);

  /**
   * A card's archive or restore takes its button away. When the card stays (all images shown), focus
   * goes to its new action; when it leaves, to the nearest card.
   */
  const placeFocusAfterArchive = useCallback(
    (id: string) => {
      const grid = gridRef.current;
      if (applied.archived === 'ALL') {
        window.requestAnimationFrame(() => grid?.querySelector<HTMLElement>(`article[data-image-id="${id}"] [data-archive-action]`)?.focus());
        return;
      }
      focusNearestCard(orderedIds, id);
    },
    [applied.archived, orderedIds, focusNearestCard],
  );

  /** A card kept only for its editor leaves when the editor closes. */
  const onCardEditingChange = (id: string, open: boolean) => {
    if (!open && cards.some((card) => card.outOfView && card.image.id === id)) focusNearestCard(cards.map((card) => card.image.id), id);
    onEditingChange(id, open);
  };

  const selectAllMatching = async () => {
    const result = await client.query({ query: ADMIN_GRID_MATCHING_IDS, variables: { ...gridVariables(applied), offset: 0, limit: Math.min(500, total) } });
    if (result.data) setSelected(new Set([...selected, ...result.data.images.items.map((image) => image.id)]));
  };

  const goToPage = (page: number) => {
    const next = { ...applied, page };
    setDraft(next);
    setSearchParams(gridFiltersToParams(next), { replace: false });
  };

  // An archive elsewhere can leave this page past the end: show the last page instead of nothing.
  useEffect(() => {
    if (!data || applied.page <= pages) return;
    const next = { ...applied, page: pages };
    setDraft(next);
    setSearchParams(gridFiltersToParams(next), { replace: true });
  }, [data, applied, pages, setSearchParams]);

  return (
    <Container>
      <AdminMain>
        <BackLink cta={copy.back} />
        <AdminHeader>
          <div>
            <h1>{copy.title}</h1>
            <Muted>{copy.intro}</Muted>
          </div>
          <Row>
            <Badge tone="neutral" data-testid="badge-total">
              {copy.badges.total(counts?.active.total ?? 0)}
            </Badge>
            <Badge tone="info" data-testid="badge-filtered">
              {copy.badges.filtered(total)}
            </Badge>
            <Badge tone="primary" aria-live="polite">
              {copy.badges.selected(selected.size)}
            </Badge>
            <CatalogAdminLinks />
            <Link to="/image-admin/events" css={button.secondary}>
              {eventExplorer.openFromAdmin}
            </Link>
            <ActionLink cta={analyticsDashboard.adminLink} variant="secondary" />
            <AdminSignOut logoutLabel={copy.logout} />
          </Row>
        </AdminHeader>
        <UsagePanel />
        <FilterPanel
          draft={draft}
          onChange={setDraft}
          applied={applied}
          pageCount={items.length}
          selectedCount={selected.size}
          onSelectPage={() => setSelected(new Set([...selected, ...orderedIds]))}
          onClear={() => setSelected(new Set())}
        />
        {pageAllSelected && total > items.length && (
          <Panel as="div" role="status">
            <Row>
              <span>{selected.size >= total ? copy.filters.allMatchingSelected(total) : copy.filters.pageSelected(items.length)}</span>
              {selected.size < total && (
                <button type="button" css={button.small} onClick={() => void selectAllMatching()}>
                  {copy.filters.selectAllMatching(total)}
                </button>
              )}
            </Row>
          </Panel>
        )}
        {selected.size > 0 && (
          <BulkEditPanel selectedIds={[...selected]} onUpdated={() => setSelected(new Set())} archiveActions={archiveActionsFor[applied.archived]} />
        )}
        <section ref={gridRef} aria-labelledby="admin-images-title" aria-busy={loading}>
          <VisuallyHidden as="h2" id="admin-images-title" tabIndex={-1}>
            {copy.grid.title}
          </VisuallyHidden>
          {loading && !shown ? (
            <AdminLoading label={copy.loading} inline />
          ) : error && !shown ? (
            <EmptyState role="alert">
              <h2>{catalogCopy.loadFailed}</h2>
              <button type="button" css={button.secondary} onClick={() => void refetch().catch(() => undefined)}>
                {catalogCopy.retry}
              </button>
            </EmptyState>
          ) : cards.length === 0 ? (
            <EmptyState>
              <h2>{copy.grid.empty}</h2>
              <Muted>{copy.grid.emptyHint}</Muted>
            </EmptyState>
          ) : (
            <Grid>
              {cards.map(({ image, outOfView }) => (
                <li key={image.id}>
                  <ImageCard
                    image={image}
                    outOfView={outOfView}
                    selected={selected.has(image.id)}
                    onToggleSelect={onToggleSelect}
                    onArchiveDone={placeFocusAfterArchive}
                    onEditingChange={onCardEditingChange}
                  />
                </li>
              ))}
            </Grid>
          )}
          {pages > 1 && (
            <nav aria-label={copy.grid.page(applied.page, pages, total)} style={{ marginTop: '1.5rem' }}>
              <Row style={{ justifyContent: 'center' }}>
                <button type="button" css={button.small} disabled={applied.page <= 1} onClick={() => goToPage(applied.page - 1)}>
                  {copy.grid.previous}
                </button>
                <span>{copy.grid.page(applied.page, pages, total)}</span>
                <button type="button" css={button.small} disabled={applied.page >= pages} onClick={() => goToPage(applied.page + 1)}>
                  {copy.grid.next}
                </button>
              </Row>
            </nav>
          )}
        </section>
      </AdminMain>
    </Container>
  );
}
