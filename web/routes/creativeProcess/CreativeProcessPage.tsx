import styled from '@emotion/styled';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFeedStart } from '../../apollo/useFeedStart.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { ImageDetailDialog } from '../../components/images/ImageDetailDialog.tsx';
import type { ImageCard_ImageFragment, ImageDialog_ImageFragment } from '../../generated/graphql.ts';
import { useDownloadImage } from '../../components/images/useDownloadImage.ts';
import { useHydrated } from '../../components/layout/useHydrated.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { color, layout } from '../../theme/tokens.ts';
import { BrokenImagesBadge } from './BrokenImagesBadge.tsx';
import { CompareTab, type CompareChange } from './CompareTab.tsx';
import { FilterTab, matchesFilters } from './FilterTab.tsx';
import { GalleryTab } from './GalleryTab.tsx';
import { ErrorNotice, Notice } from './JourneyNotice.tsx';
import { IMAGE_CHANGED_SUBSCRIPTION, JOURNEY_QUERY } from './journeyDocuments.ts';
import { useLiveCatalog } from './useLiveCatalog.ts';
import {
  bySessionDate,
  journeyQueryString,
  journeyTabs as tabs,
  knownCompared,
  parseJourneyQuery,
  type CompareMode,
  type GallerySort,
  type JourneyQuery,
} from './journeyQuery.ts';
import { StoryTab } from './StoryTab.tsx';
import { readPrerenderedJourneyAhead, useRefreshedJourneyPosition } from './prerenderedJourneyRefresh.ts';
import { useScrollMemory } from './useScrollMemory.ts';

readPrerenderedJourneyAhead();

const Body = styled.div`
  padding-block: calc(${layout.spacing} * 1.25) calc(${layout.spacing} * 2);
`;

const TabList = styled.div`
  display: inline-flex;
  gap: 0.25rem;
  margin-bottom: 2rem;
  padding: 0.25rem;
  border: 1px solid ${color.border};
  border-radius: 999px;
  background: ${color.surface};
  button {
    min-height: 2.5rem;
    padding: 0 1.25rem;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: ${color.foreground};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    cursor: progress;
  }
  button[aria-selected='true'] {
    background: ${color.foreground};
    color: ${color.background};
  }
`;

/** The story is longer than a screen: holding a screen's height while it loads keeps the footer from jumping. */
const LoadingNotice = styled(Notice)`
  min-height: 100vh;
  align-content: start;
`;

export default function CreativeProcessPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseJourneyQuery(searchParams), [searchParams]);
  const queryRef = useRef(query);
  queryRef.current = query;
  const [galleryItems, setGalleryItems] = useState<readonly ImageDialog_ImageFragment[]>([]);
  const [assetsVersion, setAssetsVersion] = useState(0);
  const { download, pendingId } = useDownloadImage();
  // The prerendered tabs cannot switch before the page has hydrated.
  const hydrated = useHydrated();

  const { data, error, refetch } = useQuery(JOURNEY_QUERY);
  // The feeds start from the position the journey shown was read at (after the prerendered page's refresh).
  const start = useFeedStart([useRefreshedJourneyPosition(data?.journeyPosition)]);
  // Downloads and edits by anyone arrive here; Apollo writes them into the image's cache entry.
  const { data: changed } = useSubscription(IMAGE_CHANGED_SUBSCRIPTION, { variables: { after: start.after }, skip: start.skip });
  const liveChange = changed ? `${changed.imageChanged.id}@${changed.imageChanged.logPosition ?? ''}` : undefined;
  // Images added, archived or moved by an administrator: the lists and counts are asked for again.
  useLiveCatalog(start);
  const [storyComplete, setStoryComplete] = useState(false);
  const onStoryComplete = useCallback(() => setStoryComplete(true), []);
  useScrollMemory(Boolean(data) && (query.tab !== 'story' || storyComplete));

  const update = useCallback(
    (change: Partial<JourneyQuery>, replace = false) => {
      // Kept at once, so that a second change made before this one's navigation renders builds on it.
      queryRef.current = { ...queryRef.current, ...change };
      // Navigated to as written (setSearchParams would escape the commas between compared ids).
      const search = journeyQueryString(queryRef.current);
      void navigate({ search: search ? `?${search}` : '' }, { replace, preventScrollReset: true });
    },
    [navigate],
  );

  const onSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  const onSort = useCallback((sort: GallerySort) => update({ sort, page: 1 }), [update]);
  const onPage = useCallback((page: number, replace = false) => update({ page }, replace), [update]);
  const onOpen = useCallback((image: string) => update({ image }), [update]);
  const onCompareMode = useCallback((compareMode: CompareMode) => update({ compareMode }), [update]);
  const onCompare = useCallback(
    (change: CompareChange) => {
      const compare = change(queryRef.current.compare);
      if (compare) update({ compare });
    },
    [update],
  );
  const onGallery = useCallback(() => update({ tab: 'gallery', page: 1, image: null }), [update]);
  // Stable, so a card whose image did not change does not render again (ImageCard is memoized).
  const onDownload = useCallback((image: ImageCard_ImageFragment) => download(image), [download]);

  const allImages = data?.images.items ?? [];
  const sessions = data?.creativeSessions ?? [];
  const list: readonly ImageDialog_ImageFragment[] =
    query.tab === 'gallery'
      ? galleryItems
      : query.tab === 'filter'
        ? allImages.filter((image) => matchesFilters(image, query))
        : query.tab === 'compare'
          ? allImages
          : [...sessions].sort(bySessionDate).flatMap((session) => allImages.filter((image) => image.sessionId === session.id));

  // A shared or old link may name images that do not exist (or no longer): they leave the selection.
  const catalogImages = data?.images.items;
  useEffect(() => {
    if (!catalogImages || query.compare.length === 0) return;
    const kept = knownCompared(query.compare, new Set(catalogImages.map((image) => image.id)));
    if (kept !== query.compare) update({ compare: kept }, true);
  }, [catalogImages, query.compare, update]);
  const openIndex = query.image ? list.findIndex((image) => image.id === query.image) : -1;
  const openImage = openIndex >= 0 ? list[openIndex] : allImages.find((image) => image.id === query.image);

  // When the dialog has gone (Escape, Close, Back), focus returns to the card of the image it showed.
  const shownImage = useRef<string | null>(null);
  useEffect(() => {
    if (query.image) {
      shownImage.current = query.image;
      return;
    }
    const id = shownImage.current;
    shownImage.current = null;
    if (id) document.querySelector<HTMLElement>(`[data-image-card="${CSS.escape(id)}"]`)?.focus();
  }, [query.image]);

  const closeDialog = () => update({ image: null }, true);
  const move = (delta: -1 | 1) => {
    if (list.length < 2) return;
    const next = list[(Math.max(openIndex, 0) + delta + list.length) % list.length];
    if (next) update({ image: next.id }, true);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length] ?? 'story';
    update({ tab: next, image: null });
    document.getElementById(`journey-tab-${next}`)?.focus();
  };

  return (
    <>
      <PageHeader before={<BackLink cta={creativeJourney.backLink} />} title={creativeJourney.title} subtitle={creativeJourney.subtitle}>
        <BrokenImagesBadge
          onRepaired={() => {
            setAssetsVersion((version) => version + 1);
            void refetch();
          }}
        />
      </PageHeader>
      <Container>
        <Body>
          <TabList role="tablist" aria-label={creativeJourney.tabsLabel}>
            {tabs.map((tab, index) => (
              <button
                key={tab}
                id={`journey-tab-${tab}`}
                type="button"
                role="tab"
                aria-selected={query.tab === tab}
                aria-controls={`journey-panel-${tab}`}
                tabIndex={query.tab === tab ? 0 : -1}
                disabled={!hydrated}
                onClick={() => update({ tab, image: null })}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {creativeJourney.tabs[tab]}
              </button>
            ))}
          </TabList>
          <div role="tabpanel" id={`journey-panel-${query.tab}`} aria-labelledby={`journey-tab-${query.tab}`} key={`${query.tab}-${assetsVersion}`}>
            {query.tab === 'gallery' ? (
              <GalleryTab
                search={query.search}
                sort={query.sort}
                page={query.page}
                layout={query.layout}
                liveChange={liveChange}
                onSearch={onSearch}
                onSort={onSort}
                onPage={onPage}
                onLayout={(next) => update({ layout: next })}
                onOpen={onOpen}
                onDownload={onDownload}
                onItems={setGalleryItems}
              />
            ) : error && !data ? (
              <ErrorNotice onRetry={refetch} />
            ) : !data ? (
              <LoadingNotice aria-busy="true">{creativeJourney.loading}</LoadingNotice>
            ) : query.tab === 'compare' ? (
              <CompareTab
                mode={query.compareMode}
                compare={query.compare}
                sessions={sessions}
                images={allImages}
                onMode={onCompareMode}
                onCompare={onCompare}
                onGallery={onGallery}
                onOpen={onOpen}
                onDownload={onDownload}
              />
            ) : query.tab === 'filter' ? (
              <FilterTab
                filters={query}
                images={allImages}
                onFilters={(filters) => update({ ...filters, page: 1 })}
                onOpen={onOpen}
                onDownload={onDownload}
              />
            ) : (
              <StoryTab
                sessions={sessions}
                images={allImages}
                onOpen={onOpen}
                onDownload={onDownload}
                onComplete={onStoryComplete}
                startComplete={!hydrated}
              />
            )}
          </div>
        </Body>
      </Container>
      {openImage && (
        <ImageDetailDialog
          image={openImage}
          position={openIndex >= 0 ? openIndex + 1 : 1}
          total={openIndex >= 0 ? list.length : 1}
          downloading={pendingId === openImage.id}
          onClose={closeDialog}
          onMove={move}
          onDownload={onDownload}
        />
      )}
    </>
  );
}
