/** Copy of the admin pages (SPEC sections 2, 8 and 9); the image detail page has its own module. */

export type LearningStatus = 'final_version' | 'learning_attempt' | 'happy_accident';
export const learningStatuses: readonly LearningStatus[] = ['final_version', 'learning_attempt', 'happy_accident'];

export const learningStatusLabels: Record<LearningStatus, string> = {
  final_version: 'Final Version',
  learning_attempt: 'Learning Attempt',
  happy_accident: 'Happy Accident',
};

export const perspectiveLabels: Record<string, string> = {
  startup_founders: 'Startup Founders',
  content_creators: 'Content Creators',
  memory_capturers: 'Memory Capturers',
};

/** SPEC section 9: the ten preset rejection reasons, in order. */
export const presetRejectionReasons: readonly string[] = [
  'too much text overlay obscures image',
  'color palette conflicts with brand aesthetic',
  'composition too busy for target perspective',
  'visual hierarchy unclear or confusing',
  "style doesn't match intended audience",
  'technical quality issues (resolution, artifacts)',
  'perspective mismatch - wrong emotional tone',
  'elements too small for web display',
  'background conflicts with text readability',
  'generic stock photo appearance',
];

export const adminLogin = {
  title: 'Admin Access',
  intro: 'Sign in with the administrator password to curate the image catalog.',
  passwordLabel: 'Password',
  submit: 'Access Admin',
  submitting: 'Checking...',
  invalidPassword: 'Invalid password',
  failed: 'Authentication failed',
  sessionExpired: 'Your session has expired. Sign in again; your unsaved changes are kept.',
} as const;

export const imageAdmin = {
  loading: 'Loading image administration...',
  title: 'Image Administration',
  intro: 'Curate the generated image catalog: status, rejection reasons, descriptions and where each image is used.',
  back: { label: 'Back to Creative Process', href: '/creative-process' },
  logout: 'Logout',
  badges: {
    total: (n: number) => `${n} total`,
    filtered: (n: number) => `${n} filtered`,
    selected: (n: number) => `${n} selected`,
  },
  usage: {
    title: 'Usage Tracking',
    totalImages: 'Total Images',
    inUse: 'In Use',
    unused: 'Unused',
    scan: 'Scan Usage',
    scanning: 'Scanning...',
    byPage: 'Usage by Page',
    byPageEmpty: 'No usage recorded yet. Run a scan.',
    imagesOnPage: (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`,
  },
  filters: {
    title: 'Search & Filter',
    searchLabel: 'Search',
    searchPlaceholder: 'Search titles, descriptions, prompts, tags...',
    statusLabel: 'Learning Status',
    allStatus: 'All Status',
    statusOptions: {
      final_version: 'Final Versions',
      learning_attempt: 'Learning Attempts',
      happy_accident: 'Happy Accidents',
    } as Record<LearningStatus, string>,
    perspectiveLabel: 'Perspective',
    allPerspectives: 'All Perspectives',
    selectAll: (n: number) => `Select All (${n})`,
    clear: (n: number) => `Clear (${n})`,
    selectAllMatching: (n: number) => `Select all ${n} matching`,
    allMatchingSelected: (n: number) => `All ${n} matching images are selected.`,
    pageSelected: (n: number) => `${n} images on this page are selected.`,
  },
  bulk: {
    title: 'Bulk Edit',
    reasonLabel: 'Rejection Reason',
    reasonPlaceholder: 'Why were these images not used?',
    quickReasons: 'Quick reasons',
    update: (n: number) => `Update ${n} ${n === 1 ? 'Image' : 'Images'}`,
    updating: 'Updating...',
    allOrNothing: 'All selected images change together, or none do.',
  },
  grid: {
    title: 'Images',
    empty: 'No images found',
    emptyHint: 'Try adjusting your search or filter criteria.',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} images)`,
  },
  card: {
    select: (title: string) => `Select ${title}`,
    edit: (title: string) => `Edit ${title}`,
    stopEditing: (title: string) => `Stop editing ${title}`,
    downloads: (n: number) => `${n} ${n === 1 ? 'download' : 'downloads'}`,
    complexity: (n: number) => `Complexity: ${n}/5`,
    rejectionReason: 'Rejection reason',
    parameters: 'Generation parameters',
    palette: 'Palette',
    ratio: 'Ratio',
    background: 'Background',
    minimalism: 'Minimalism',
    contextType: 'Context',
    viewDetails: 'View Details',
    editToggle: 'Edit',
    closeEditor: 'Close',
    descriptionLabel: 'Description',
    statusLabel: 'Learning Status',
    reasonLabel: 'Rejection Reason',
    reasonPlaceholder: 'Leave empty if the image is used',
    quickReasons: 'Quick reasons',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
  },
  conflict: {
    title: 'Another administrator changed this image',
    theirValue: (field: string) => `Their ${field}:`,
    empty: '(empty)',
    keepMine: 'Keep mine',
    takeTheirs: 'Take theirs',
    liveUpdate: 'Updated by another administrator',
  },
  toasts: {
    scanned: 'Usage tracking updated successfully',
    scanFailed: 'Failed to scan usage',
    updated: 'Image updated successfully',
    updateFailed: 'Failed to update image',
    bulkUpdated: (n: number) => `Updated ${n} images successfully`,
    bulkFailed: 'Failed to update images',
    bulkFailedHint: 'No image was changed; your selection is kept so you can retry.',
    logoutFailed: 'Logout failed',
    conflict: 'Another administrator saved first. Choose which text to keep.',
  },
} as const;
