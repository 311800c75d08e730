import styled from '@emotion/styled';
import { ToggleGroup } from '../../components/ui/ToggleGroup.tsx';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CATALOG_REFETCH_DEBOUNCE_MS, creativeJourney, GALLERY_PAGE_SIZE, GALLERY_SEARCH_MAX_LENGTH } from '../../content/creativeJourney.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { ImageCard, ImageGrid, type DownloadHandler } from '../../components/images/ImageCard.tsx';
import type { ImageDialog_ImageFragment } from '../../generated/graphql.ts';
import { imageSortLabels } from '../../generated/vocabulary.ts';
import { color, layout } from '../../theme/tokens.ts';
import { GALLERY_PAGE_QUERY } from './journeyDocuments.ts';
import { ErrorNotice } from './JourneyNotice.tsx';
import { clampPage, galleryOffset, gallerySorts, imageSortOf, LAST_SERVED_PAGE, pageCount, type GalleryLayout, type GallerySort } from './journeyQuery.ts';
import { Pagination } from './Pagination.tsx';
import { useDebouncedDraft } from './useDebouncedValue.ts';

const copy = creativeJourney.gallery;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  h2 {
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  }
`;

const Controls = styled.div`
  display: flex;
  flex: 1 1 24rem;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.75rem;
`;

const Search = styled.input`
  flex: 1 1 12rem;
  max-width: 22rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 1.5px solid color-mix(in srgb, ${color.foreground} 35%, ${color.surface});
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.foreground};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${color.primary};
    outline-offset: 2px;
  }
`;

const Sort = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  font-size: 0.9375rem;
  select {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1.5px solid color-mix(in srgb, ${color.foreground} 35%, ${color.surface});
    border-radius: 999px;
    background: ${color.surface};
    color: ${color.foreground};
    font: inherit;
    font-weight: 400;
  }
`;

/** Orders that a download or an edit can change: the shown page is asked for again after one. */
const liveSorts: ReadonlySet<GallerySort> = new Set(['most_downloaded', 'title', 'complexity']);

const Empty = styled.p`
  padding: 2rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  text-align: center;
  color: ${color.muted};
`;

export interface GalleryTabProps {
  readonly search: string;
  readonly sort: GallerySort;
  readonly page: number;
  readonly layout: GalleryLayout;
  /** Changes with every live image change (a download, an edit) anyone makes. */
  readonly liveChange: string | undefined;
  readonly onSearch: (search: string) => void;
  readonly onSort: (sort: GallerySort) => void;
  readonly onPage: (page: number, replace?: boolean) => void;
  readonly onLayout: (layout: GalleryLayout) => void;
  readonly onOpen: (id: string) => void;
  readonly onDownload: DownloadHandler;
  /** The images on the shown page, for the dialog's previous/next. */
  readonly onItems: (items: readonly ImageDialog_ImageFragment[]) => void;
}

export function GalleryTab(props: GalleryTabProps) {
  const { search, sort, page, layout: galleryLayout, liveChange, onSearch, onSort, onPage, onLayout, onOpen, onDownload, onItems } = props;
  const [draft, setDraft] = useDebouncedDraft(search, onSearch);
  const { data, previousData, error, refetch } = useQuery(GALLERY_PAGE_QUERY, {
    variables: { searchTerm: search || undefined, sort: imageSortOf(sort), offset: galleryOffset(page), limit: GALLERY_PAGE_SIZE },
  });

  // The cache already shows the new count or title on its card; its place in the order comes from the server.
  useEffect(() => {
    if (!liveChange || !liveSorts.has(sort)) return;
    const timer = window.setTimeout(() => void refetch().catch((error: unknown) => console.warn('Re-sorting the gallery failed', error)), CATALOG_REFETCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [liveChange, sort, refetch]);
  // After a failure the previous page's images would pass for the answer: the error shows instead.
  const shown = error ? undefined : (data ?? previousData);
  const total = shown?.images.total ?? 0;
  const pages = Math.min(pageCount(total, GALLERY_PAGE_SIZE), LAST_SERVED_PAGE);
  const items = shown?.images.items;

  useEffect(() => {
    if (data && clampPage(page, pages) !== page) onPage(clampPage(page, pages), true);
  }, [data, page, pages, onPage]);

  useEffect(() => {
    if (items) onItems(items);
  }, [items, onItems]);

  return (
    <section aria-labelledby="gallery-title">
      <Toolbar>
        <TitleRow>
          <h2 id="gallery-title">{copy.title}</h2>
          {shown && (
            <Badge tone="primary" data-testid="gallery-total">
              {copy.totalBadge(total)}
            </Badge>
          )}
        </TitleRow>
        <Controls>
          <Search
            type="search"
            aria-label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            maxLength={GALLERY_SEARCH_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Sort>
            {copy.sortLabel}
            <select value={sort} onChange={(event) => onSort(event.target.value as GallerySort)}>
              {gallerySorts.map((value) => (
                <option key={value} value={value}>
                  {imageSortLabels[imageSortOf(value)]}
                </option>
              ))}
            </select>
          </Sort>
          <ToggleGroup role="group" aria-label={copy.layoutLabel}>
            <button type="button" aria-pressed={galleryLayout === 'grid'} onClick={() => onLayout('grid')}>
              {copy.grid}
            </button>
            <button type="button" aria-pressed={galleryLayout === 'list'} onClick={() => onLayout('list')}>
              {copy.list}
            </button>
          </ToggleGroup>
        </Controls>
      </Toolbar>
      {error ? <ErrorNotice onRetry={refetch} /> : !shown && <Empty aria-busy="true">{creativeJourney.loading}</Empty>}
      {items && items.length === 0 && <Empty>{copy.empty}</Empty>}
      <ImageGrid listLayout={galleryLayout === 'list'}>
        {items?.map((image, index) => (
          <ImageCard key={image.id} image={image} onOpen={onOpen} onDownload={onDownload} layout={galleryLayout} eager={index < 4} />
        ))}
      </ImageGrid>
      {total > 0 && <Pagination page={clampPage(page, pages)} pages={pages} total={total} onPage={(next) => onPage(next)} />}
    </section>
  );
}
