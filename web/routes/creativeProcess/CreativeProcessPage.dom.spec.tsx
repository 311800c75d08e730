import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dialogImage } from '../../../tests/web/fixtures/images.ts';
import { catalogImages, journeyServer } from '../../../tests/web/fixtures/journey.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { creativeJourney, GALLERY_PAGE_SIZE } from '../../content/creativeJourney.ts';
import { learningStatusLabels, perspectiveLabels } from '../../generated/vocabulary.ts';
import { GALLERY_PAGE_QUERY } from './journeyDocuments.ts';

const filterCopy = creativeJourney.filter;
const galleryCopy = creativeJourney.gallery;

const cardTitles = () => screen.queryAllByTestId('image-card').map((card) => card.querySelector('[data-image-card]')?.textContent);
const select = (label: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: label });
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: galleryCopy.searchLabel });
// The page is lazy: its first render waits for its module, slow on a busy machine.
const loaded = { timeout: 5000 };
const params = (url: string) => new URL(url, 'http://test').searchParams;

const filterImages = [
  dialogImage({ title: 'Founder final', perspective: 'startup_founders', learningStatus: 'final_version', journeyStage: 'brand_discovery' }),
  dialogImage({ title: 'Founder attempt', perspective: 'startup_founders', learningStatus: 'learning_attempt', journeyStage: 'early_experiments' }),
  dialogImage({ title: 'Creator final', perspective: 'content_creators', learningStatus: 'final_version', journeyStage: 'perspective_mastery' }),
  dialogImage({ title: 'Memory accident', perspective: 'memory_capturers', learningStatus: 'happy_accident', journeyStage: 'brand_discovery' }),
];

describe('the journey page', () => {
  describe('the Filter tab', () => {
    it('narrows the shown images by perspective and status and writes the filters to the URL', async () => {
      mockServer.use(...journeyServer(filterImages).handlers);
      const { user, url } = renderRoute('/creative-process?tab=filter');
      await screen.findByText('Founder final', undefined, loaded);
      expect(cardTitles()).toHaveLength(4);

      await user.selectOptions(select(filterCopy.perspective), 'startup_founders');
      await waitFor(() => expect(cardTitles()).toEqual(['Founder final', 'Founder attempt']));
      expect(params(url()).get('perspective')).toBe('startup_founders');
      expect(screen.getByTestId('filter-showing').textContent).toBe(`${filterCopy.showing(2)} ${filterCopy.matching}`);

      await user.selectOptions(select(filterCopy.status), 'final_version');
      await waitFor(() => expect(cardTitles()).toEqual(['Founder final']));
      expect(params(url()).get('status')).toBe('final_version');
      expect(params(url()).get('perspective')).toBe('startup_founders');

      await user.click(screen.getByRole('button', { name: filterCopy.clear }));
      await waitFor(() => expect(cardTitles()).toHaveLength(4));
      expect(url()).toBe('/creative-process?tab=filter');
      expect(screen.getByTestId('filter-showing').textContent).toBe(filterCopy.showing(4));
    });

    it('restores the filters of an opened URL', async () => {
      mockServer.use(...journeyServer(filterImages).handlers);
      renderRoute('/creative-process?tab=filter&stage=brand_discovery&perspective=memory_capturers&status=happy_accident');
      await screen.findByText('Memory accident', undefined, loaded);

      expect(cardTitles()).toEqual(['Memory accident']);
      expect(select(filterCopy.stage).value).toBe('brand_discovery');
      expect(select(filterCopy.perspective).value).toBe('memory_capturers');
      expect(select(filterCopy.status).value).toBe('happy_accident');
      expect(within(select(filterCopy.status)).getByRole<HTMLOptionElement>('option', { selected: true }).textContent).toBe(
        filterCopy.option(learningStatusLabels.happy_accident, 1),
      );
      expect(within(select(filterCopy.perspective)).getByRole('option', { name: filterCopy.option(perspectiveLabels.startup_founders, 2) })).toBeTruthy();
    });

    it('shows the empty message when no image matches', async () => {
      mockServer.use(...journeyServer(filterImages).handlers);
      renderRoute('/creative-process?tab=filter&perspective=content_creators&status=happy_accident');
      expect(await screen.findByText(filterCopy.empty, undefined, loaded)).toBeTruthy();
      expect(cardTitles()).toEqual([]);
    });
  });

  describe('the Gallery tab', () => {
    it('sends the search as searchTerm once the typing pauses, back on page 1, and writes it to the URL', async () => {
      const server = journeyServer([...catalogImages(GALLERY_PAGE_SIZE + 5), dialogImage({ title: 'Garden party' }), dialogImage({ title: 'Rose garden' })]);
      mockServer.use(...server.handlers);
      const { user, url } = renderRoute('/creative-process?tab=gallery&page=2&sort=title');
      await waitFor(() => expect(server.galleryRequests).toHaveLength(1), loaded);
      expect(server.galleryRequests[0]).toEqual({ searchTerm: undefined, sort: 'TITLE', offset: GALLERY_PAGE_SIZE, limit: GALLERY_PAGE_SIZE });

      await user.type(searchBox(), 'garden');

      await waitFor(() => expect(cardTitles()).toEqual(['Garden party', 'Rose garden']));
      // One request for the whole word: the keystrokes before the pause sent nothing.
      expect(server.galleryRequests.slice(1).map((variables) => variables.searchTerm)).toEqual(['garden']);
      expect(server.galleryRequests.at(-1)).toEqual({ searchTerm: 'garden', sort: 'TITLE', offset: 0, limit: GALLERY_PAGE_SIZE });
      expect(url()).toBe('/creative-process?tab=gallery&q=garden&sort=title');
      expect(screen.getByTestId('gallery-total').textContent).toBe(galleryCopy.totalBadge(2));
    });

    it('sends the chosen order as the sort variable, back on page 1, and writes it to the URL', async () => {
      const server = journeyServer(catalogImages(GALLERY_PAGE_SIZE + 5));
      mockServer.use(...server.handlers);
      const { user, url } = renderRoute('/creative-process?tab=gallery&page=2');
      await screen.findByText('Catalog image 21', undefined, loaded);

      await user.selectOptions(screen.getByRole('combobox', { name: galleryCopy.sortLabel }), 'most_downloaded');

      await waitFor(() => expect(server.galleryRequests.at(-1)).toEqual({ searchTerm: undefined, sort: 'MOST_DOWNLOADED', offset: 0, limit: GALLERY_PAGE_SIZE }));
      expect(url()).toBe('/creative-process?tab=gallery&sort=most_downloaded');
    });

    it('puts the previous search back in the box and the results when Back is pressed', async () => {
      const server = journeyServer([...catalogImages(3), dialogImage({ title: 'Garden party' })]);
      mockServer.use(...server.handlers);
      const { user, router, url } = renderRoute('/creative-process?tab=gallery');
      await screen.findByText('Catalog image 1', undefined, loaded);
      await user.type(searchBox(), 'garden');
      await waitFor(() => expect(cardTitles()).toEqual(['Garden party']));

      await router.navigate(-1);

      await waitFor(() => expect(searchBox().value).toBe(''));
      await waitFor(() => expect(cardTitles()).toHaveLength(4));
      expect(url()).toBe('/creative-process?tab=gallery');
    });

    it('restores the search and the page of an opened URL', async () => {
      const server = journeyServer(Array.from({ length: 25 }, (_, i) => dialogImage({ title: `Rose ${i + 1}` })));
      mockServer.use(...server.handlers);
      renderRoute('/creative-process?tab=gallery&q=rose&page=2');

      await screen.findByText('Rose 21', undefined, loaded);
      expect(searchBox().value).toBe('rose');
      expect(server.galleryRequests).toEqual([{ searchTerm: 'rose', sort: 'JOURNEY', offset: GALLERY_PAGE_SIZE, limit: GALLERY_PAGE_SIZE }]);
      expect(cardTitles()).toEqual(['Rose 21', 'Rose 22', 'Rose 23', 'Rose 24', 'Rose 25']);
      expect(screen.getByRole('button', { name: galleryCopy.pageLabel(2) }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('tab', { name: creativeJourney.tabs.gallery }).getAttribute('aria-selected')).toBe('true');
    });

    it('pages with Next, Previous and the page buttons, asking for each page by offset and keeping the page in the URL', async () => {
      const server = journeyServer(catalogImages(45));
      mockServer.use(...server.handlers);
      const { user, url } = renderRoute('/creative-process?tab=gallery');
      await screen.findByText('Catalog image 1', undefined, loaded);
      const pagination = screen.getByRole('navigation', { name: galleryCopy.paginationLabel });
      const previous = within(pagination).getByRole<HTMLButtonElement>('button', { name: galleryCopy.previous });
      expect(previous.disabled).toBe(true);
      expect(screen.getByTestId('page-status').textContent).toBe(galleryCopy.pageStatus(1, 3, 45));

      await user.click(within(pagination).getByRole('button', { name: galleryCopy.next }));
      await screen.findByText('Catalog image 21', undefined, loaded);
      expect(url()).toBe('/creative-process?tab=gallery&page=2');
      expect(server.galleryRequests.at(-1)?.offset).toBe(GALLERY_PAGE_SIZE);
      expect(screen.queryByText('Catalog image 1')).toBeNull();

      await user.click(within(pagination).getByRole('button', { name: galleryCopy.pageLabel(3) }));
      await screen.findByText('Catalog image 41', undefined, loaded);
      expect(url()).toBe('/creative-process?tab=gallery&page=3');
      expect(server.galleryRequests.at(-1)?.offset).toBe(2 * GALLERY_PAGE_SIZE);
      expect(cardTitles()).toHaveLength(5);
      expect(within(pagination).getByRole<HTMLButtonElement>('button', { name: galleryCopy.next }).disabled).toBe(true);

      await user.click(within(pagination).getByRole('button', { name: galleryCopy.previous }));
      await screen.findByText('Catalog image 21', undefined, loaded);
      expect(url()).toBe('/creative-process?tab=gallery&page=2');
      await user.click(within(pagination).getByRole('button', { name: galleryCopy.previous }));
      await screen.findByText('Catalog image 1', undefined, loaded);
      expect(url()).toBe('/creative-process?tab=gallery');
      // Page 1 came from the cache: each page was asked for once.
      expect(server.galleryRequests.map((variables) => variables.offset)).toEqual([0, GALLERY_PAGE_SIZE, 2 * GALLERY_PAGE_SIZE]);
    });

    it('clamps a page above the page count to the last page, in the URL and the request', async () => {
      const server = journeyServer(catalogImages(45));
      mockServer.use(...server.handlers);
      const { url } = renderRoute('/creative-process?tab=gallery&page=9');

      await screen.findByText('Catalog image 41', undefined, loaded);
      expect(url()).toBe('/creative-process?tab=gallery&page=3');
      expect(server.galleryRequests.map((variables) => variables.offset)).toEqual([8 * GALLERY_PAGE_SIZE, 2 * GALLERY_PAGE_SIZE]);
      expect(screen.getByTestId('page-status').textContent).toBe(galleryCopy.pageStatus(3, 3, 45));
    });
    it('shows the error with a retry button when the page cannot be loaded, and the page once a retry succeeds', async () => {
      const server = journeyServer(catalogImages(3));
      let serverDown = true;
      mockServer.use(graphql.query(GALLERY_PAGE_QUERY, () => (serverDown ? HttpResponse.error() : undefined)), ...server.handlers);
      const { user } = renderRoute('/creative-process?tab=gallery');

      expect(await screen.findByText(creativeJourney.error, undefined, loaded)).toBeTruthy();
      expect(screen.queryByText(creativeJourney.loading)).toBeNull();

      serverDown = false;
      await user.click(screen.getByRole('button', { name: creativeJourney.retry }));

      expect(await screen.findByText('Catalog image 1', undefined, loaded)).toBeTruthy();
      expect(screen.queryByText(creativeJourney.error)).toBeNull();
    });

    it.each(['6000', '300000000'])('shows the last page for page=%s, never asking for an offset beyond the server\'s limit', async (page) => {
      const server = journeyServer(catalogImages(45));
      mockServer.use(...server.handlers);
      const { url } = renderRoute(`/creative-process?tab=gallery&page=${page}`);

      expect(await screen.findByText('Catalog image 41', undefined, loaded)).toBeTruthy();
      expect(url()).toBe('/creative-process?tab=gallery&page=3');
      expect(screen.getByTestId('page-status').textContent).toBe(galleryCopy.pageStatus(3, 3, 45));
      expect(screen.queryByText(creativeJourney.error)).toBeNull();
      expect(Math.max(...server.galleryRequests.map((variables) => variables.offset))).toBeLessThanOrEqual(100_000);
    });

    it('takes a search of at most the 200 characters the server accepts, typed or in an opened URL', async () => {
      const server = journeyServer(catalogImages(3));
      mockServer.use(...server.handlers);
      const { user } = renderRoute(`/creative-process?tab=gallery&q=${'b'.repeat(250)}`);

      expect(await screen.findByText(galleryCopy.empty, undefined, loaded)).toBeTruthy();
      expect(searchBox().value).toBe('b'.repeat(200));

      await user.clear(searchBox());
      await user.paste('a'.repeat(250));
      expect(searchBox().value).toBe('a'.repeat(200));

      await waitFor(() => expect(server.galleryRequests.at(-1)?.searchTerm).toBe('a'.repeat(200)));
      expect(await screen.findByText(galleryCopy.empty)).toBeTruthy();
      expect(screen.queryByText(creativeJourney.error)).toBeNull();
      expect(server.galleryRequests.every((variables) => (variables.searchTerm?.length ?? 0) <= 200)).toBe(true);
    });
  });

  describe('the tabs', () => {
    it('show the tab the URL names and write the chosen tab to the URL, by click and by arrow key', async () => {
      mockServer.use(...journeyServer(filterImages).handlers);
      const { user, url } = renderRoute('/creative-process?tab=filter');
      const filterTab = await screen.findByRole('tab', { name: creativeJourney.tabs.filter }, loaded);
      expect(filterTab.getAttribute('aria-selected')).toBe('true');
      expect(await screen.findByRole('region', { name: creativeJourney.tabs.filter })).toBeTruthy();

      await user.click(screen.getByRole('tab', { name: creativeJourney.tabs.gallery }));
      expect(url()).toBe('/creative-process?tab=gallery');
      expect(await screen.findByRole('heading', { name: galleryCopy.title })).toBeTruthy();

      await user.keyboard('{ArrowRight}');
      expect(url()).toBe('/creative-process?tab=filter');
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: creativeJourney.tabs.filter }));

      await user.click(screen.getByRole('tab', { name: creativeJourney.tabs.story }));
      expect(url()).toBe('/creative-process');
      expect(screen.getByRole('tab', { name: creativeJourney.tabs.story }).getAttribute('aria-selected')).toBe('true');
    });
  });

  describe('the Compare tab', () => {
    it('counts every pick made before the page re-renders: two picks in one task are both compared', async () => {
      mockServer.use(...journeyServer(filterImages).handlers);
      const { url } = renderRoute('/creative-process?tab=compare&mode=selected');
      const pick = (title: string) => screen.getByRole('button', { name: creativeJourney.compare.select(title) });
      await screen.findByRole('button', { name: creativeJourney.compare.select('Founder final') }, loaded);

      // As a click lands while the previous one's navigation is still rendering (a slow device, a loaded machine).
      act(() => {
        pick('Founder final').click();
        pick('Founder attempt').click();
      });
      await waitFor(() => expect(params(url()).get('compare')).toBe(`${filterImages[0]!.id},${filterImages[1]!.id}`));
      act(() => {
        pick('Creator final').click();
        pick('Memory accident').click();
      });
      await waitFor(() => expect(params(url()).get('compare')?.split(',')).toHaveLength(4));
      expect(pick('Memory accident').getAttribute('aria-pressed')).toBe('true');
    });
  });
});
