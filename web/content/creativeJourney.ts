/**
 * Creative Journey (/creative-process): every text the page shows. The labels of perspectives, stages
 * and statuses come from web/generated/vocabulary.ts.
 */
import { editableImageFieldLabels, type JourneyStage, type LearningStatus } from '../generated/vocabulary.ts';
import type { Cta } from './types.ts';

/** What each status means for the published set; a status the page does not know is 'other'. */
export const learningStatusVerdicts: Record<LearningStatus, string> & { readonly other: string } = {
  final_version: 'Included - Production Ready',
  happy_accident: 'Included - Breakthrough Discovery',
  learning_attempt: 'Excluded - Learning Experience',
  other: 'Under Review',
};

export const learningStatusRationales = {
  final_version: 'This image met all of our criteria: on brand, clear at web sizes and right for its audience.',
  happy_accident: 'An unplanned result that taught us something new, so it earned a place in the published set.',
  learningAttemptDefault: 'It did not meet our quality standards for publication.',
} as const;

/** Blurb per stage shown in each chapter. */
export const stageBlurbs: Record<JourneyStage, string> = {
  early_experiments: 'Finding our footing: broad prompts, bold guesses and plenty of instructive misses.',
  brand_discovery: 'Narrowing in on what makes CHB look like CHB: geometry, restraint and a single pink accent.',
  perspective_mastery: 'Tuning each image to the people it speaks to: founders, creators and families.',
};

export const creativeJourney = {
  backLink: { label: 'Back to Products', href: '/products' } satisfies Cta,
  title: 'Our Creative Journey',
  subtitle:
    'Radical transparency: every image we generated for our brand, including the rejects, and what each one taught us.',
  brokenImages: (count: number) => `${count} broken images`,
  autoRepair: 'Auto-Repair',
  repairing: 'Repairing...',
  tabsLabel: 'Ways to explore the journey',
  tabs: { story: 'Story', gallery: 'Gallery', filter: 'Filter', compare: 'Compare' },
  story: {
    hint: 'Follow the chapters in order, or open any image for its full story. Use the Gallery tab to search, the Filter tab to narrow by stage, perspective or status, and the Compare tab to set images side by side.',
    summary: (sessions: number, days: number) =>
      `${sessions} creative session${sessions === 1 ? '' : 's'} over ${days} day${days === 1 ? '' : 's'} of exploration.`,
    counters: {
      attempts: 'Exploration Attempts',
      finals: 'Production Assets',
      accidents: 'Creative Breakthroughs',
    },
    chapter: (n: number) => `Chapter ${n}`,
    visualizations: (n: number) => `${n} visualization${n === 1 ? '' : 's'}`,
    buildingOnPrevious: 'Building on Previous Work',
    buildingOnPreviousNote: 'This session starts from what the previous chapter taught us.',
    discovery: 'Discovery',
    evolution: 'Evolution',
    stats: { finals: 'Final', attempts: 'Attempts', accidents: 'Accidents', downloads: 'Total downloads' },
    empty: 'No creative sessions yet.',
  },
  gallery: {
    title: 'All Images',
    totalBadge: (n: number) => `${n} images`,
    searchLabel: 'Search images',
    searchPlaceholder: 'Search images...',
    layoutLabel: 'Layout',
    grid: 'Grid',
    list: 'List',
    empty: 'No images match your search.',
    paginationLabel: 'Gallery pages',
    previous: 'Previous',
    next: 'Next',
    pageLabel: (n: number) => `Page ${n}`,
    pageStatus: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} images)`,
    sortLabel: 'Sort by',
  },
  compare: {
    modesLabel: 'Compare by',
    modes: { session: 'By session', perspective: 'By perspective', quality: 'By quality', selected: 'Selected' },
    noSessions: 'No creative sessions available for comparison.',
    noImages: 'No images available for comparison.',
    noneSelected: 'No Images Selected',
    noneSelectedHint: 'Choose up to 4 images below to compare them side by side.',
    limitReached: 'You can compare up to 4 images. Deselect one to choose another.',
    selectedCount: (n: number) => `${n} of 4 images selected`,
    clear: 'Clear selection',
    pickerTitle: 'Choose images to compare',
    select: (title: string) => `Compare ${title}`,
    remove: (title: string) => `Remove ${title} from the comparison`,
    tableCaption: 'Selected images side by side; rows whose values differ are marked.',
    fieldHeader: 'Field',
    differs: 'Differs',
    sessionsCaption: 'Creative sessions side by side',
    sessionColumns: { session: 'Session', date: 'Date', stage: 'Stage', images: 'Images', finals: 'Final', attempts: 'Attempts', accidents: 'Accidents', downloads: 'Downloads' },
    groupCount: (n: number) => `${n} image${n === 1 ? '' : 's'}`,
    moreInGallery: (shown: number, total: number) => `Showing ${shown} of ${total}. See every image in the Gallery.`,
    openGallery: 'Open the Gallery',
    /** The fields without a label of their own in the vocabulary (editableImageFieldLabels has the rest). */
    fields: {
      image: 'Image',
      params: 'Generation parameters',
      session: 'Session',
      complexity: 'Complexity',
      downloads: 'Downloads',
      rejectionReason: "Why it didn't work",
    },
    params: {
      colorPalette: 'Colour palette',
      aspectRatio: 'Aspect ratio',
      background: 'Background',
      minimalism: 'Minimalism',
      seed: 'Seed',
      'context.type': 'Context type',
    } as Record<string, string>,
    paramLabel: (key: string) => `Generation: ${key}`,
    complexity: (n: number) => `${n}/5`,
    none: '—',
    loadingParams: 'Loading generation parameters...',
  },
  filter: {
    stage: 'Journey stage',
    perspective: editableImageFieldLabels.perspective,
    status: 'Learning status',
    allStages: 'All stages',
    allPerspectives: 'All perspectives',
    allStatuses: 'All statuses',
    option: (label: string, count: number) => `${label} (${count})`,
    showing: (n: number) => `Showing ${n} image${n === 1 ? '' : 's'}`,
    matching: 'matching your filters',
    clear: 'Clear filters',
    empty: 'No images match these filters.',
  },
  card: {
    unavailable: 'Image temporarily unavailable',
    tryDownload: 'Try Download',
    downloads: (n: number) => `${n} download${n === 1 ? '' : 's'}`,
    open: (title: string) => `Open details for ${title}`,
  },
  dialog: {
    close: 'Close',
    previous: 'Previous image',
    next: 'Next image',
    position: (n: number, total: number) => `Image ${n} of ${total}`,
    complexity: (n: number) => `Complexity: ${n}/5`,
    download: (n: number) => `Download Full Resolution (${n} downloads)`,
    downloading: 'Downloading...',
    description: editableImageFieldLabels.description,
    prompt: 'Generation Prompt',
    quality: 'Quality Assessment',
    rejection: "Why This Didn't Work",
    correction: 'How We Corrected It',
    philosophy: 'Design Philosophy',
    keyHint: 'Use the left and right arrow keys to move between images.',
  },
  loading: 'Loading the creative journey...',
  error: 'The creative journey could not be loaded. Please try again in a moment.',
  retry: 'Try again',
} as const;

/** 20 images per page in the Gallery tab; up to 5 page buttons. */
export const GALLERY_PAGE_SIZE = 20;
/** The server refuses a Gallery offset over 100,000 and a search over 200 characters (400). */
export const GALLERY_MAX_OFFSET = 100_000;
export const GALLERY_SEARCH_MAX_LENGTH = 200;
export const MAX_PAGE_BUTTONS = 5;
/** Up to 4 images side by side; the by-perspective and by-quality views show 8 per group. */
export const MAX_COMPARED = 4;
export const COMPARE_GROUP_SIZE = 8;
/** A burst of catalog changes (an admin archiving ten images) refetches the lists once. */
export const CATALOG_REFETCH_DEBOUNCE_MS = 150;
/** Search and filters wait 300 ms after the last keystroke or change. */
export const FILTER_DEBOUNCE_MS = 300;
