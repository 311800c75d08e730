/**
 * Copy of cataloguing a new image (/image-admin/new), the creative sessions page
 * (/image-admin/sessions) and the fields the detail page's edit form adds to issue 19. Enum labels
 * come from web/generated/vocabulary.ts.
 */
import { editableImageFieldLabels } from '../generated/vocabulary.ts';
import type { PageMeta } from './types.ts';

/** Neither path is one of the RoutePath routes, so their meta lives here, not in routeMeta. */
export const imageNewMeta: PageMeta = {
  title: 'New Image | CHB',
  description: 'Restricted area: catalogue a new generated image.',
};

export const creativeSessionsMeta: PageMeta = {
  title: 'Creative Sessions | CHB',
  description: 'Restricted area: the creative sessions of the image journey.',
};

export const catalogAdminLinks = {
  newImage: { label: 'New image', href: '/image-admin/new' },
  sessions: { label: 'Creative sessions', href: '/image-admin/sessions' },
} as const;

/** Labels of the fields of a catalog image, shared by the new-image form and the detail edit form. */
export const catalogFieldLabels = editableImageFieldLabels;

export const generationParamsCopy = {
  legend: editableImageFieldLabels.generationParams,
  colorPalette: 'Color palette',
  aspectRatio: 'Aspect ratio',
  background: 'Background',
  minimalism: 'Minimalism (0-100)',
  seed: 'Seed',
  contextType: 'Context type',
  minimalismInvalid: 'Minimalism is a whole number from 0 to 100.',
  seedInvalid: 'The seed is a whole number of at least 1.',
  /** How the history and the detail page read a set of parameters. */
  summary: (p: { palette: string; ratio: string; background: string; minimalism: string; seed: string; context: string }) =>
    `${p.palette} palette, ${p.ratio}, ${p.background} background, minimalism ${p.minimalism}, seed ${p.seed}, ${p.context}`,
} as const;

export const previewCopy = {
  title: 'Preview',
  intro: 'Rendered by the local generator as you change the prompt and parameters.',
  empty: 'Enter a prompt and valid parameters to see a preview.',
  rendering: 'Rendering preview...',
  alt: (prompt: string) => `Preview of: ${prompt}`,
  failed: 'The preview could not be rendered.',
  rateLimited: (reason: string) => `Preview paused: ${reason}`,
  approximated: (ratio: string, previewRatio: string, minimalism: number) =>
    `The preview is drawn at ${previewRatio} with minimalism ${minimalism}; the saved image is rendered at ${ratio} with the exact values.`,
} as const;

export const imageNew = {
  loading: 'Loading...',
  title: 'New Image',
  intro: 'Catalogue a generated image: its story, its session and the parameters it is rendered from.',
  back: { label: 'Back to Image Administration', href: '/image-admin' },
  save: 'Catalogue Image',
  saving: 'Saving...',
  cancel: { label: 'Cancel', href: '/image-admin' },
  saved: 'Image catalogued',
  failed: 'The image could not be catalogued',
  fixFields: 'Some fields need attention; see the messages beside them.',
  titleRequired: 'Title is required.',
  promptRequired: 'Prompt is required.',
  sessionRequired: 'Choose a creative session, or create one.',
  complexityInvalid: 'Complexity is a whole number from 1 to 5.',
  tagsHint: 'Separate tags with commas, e.g. brand, hero',
  keywordsHint: 'Comma-separated words people may search for.',
  learningLegend: 'Learning status',
  unsavedWarning: 'You have unsaved changes. Leave this page and lose them?',
  defaultLicensing: 'Creative Commons CC0',
  sessions: {
    loading: 'Loading sessions...',
    none: 'No creative sessions yet: create one below.',
    choose: 'Choose a session',
    failed: 'The sessions could not be loaded.',
    createToggle: 'Create a new session',
    createClose: 'Close the new session form',
    manage: 'Manage sessions',
  },
} as const;

export const creativeSessionsPage = {
  loading: 'Loading creative sessions...',
  title: 'Creative Sessions',
  intro: 'The sessions of the creative journey: each groups the images made on one day at one stage. Move an image by editing its session on its detail page.',
  back: { label: 'Back to Image Administration', href: '/image-admin' },
  listTitle: 'Sessions',
  empty: 'No creative sessions yet.',
  failed: 'The sessions could not be loaded.',
  retry: 'Try again',
  newTitle: 'New session',
  images: (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`,
  edit: (title: string) => `Edit ${title}`,
  editShort: 'Edit',
  close: 'Close',
  fields: {
    title: editableImageFieldLabels.title,
    description: editableImageFieldLabels.description,
    sessionDate: 'Date',
    journeyStage: editableImageFieldLabels.journeyStage,
    learningInsights: 'Learning insights',
    nextSteps: 'Next steps',
  },
  create: 'Create Session',
  creating: 'Creating...',
  save: 'Save Session',
  saving: 'Saving...',
  created: 'Session created',
  updated: 'Session updated',
  failedSave: 'The session could not be saved',
  /** Another administrator's edit of the fields being edited: the image detail form's choice, for a session. */
  conflict: {
    title: 'Another administrator changed this session',
    saveRefused: 'Another administrator saved first. Choose which text to keep.',
  },
  titleRequired: 'Title is required.',
  dateRequired: 'Date is required (YYYY-MM-DD).',
} as const;

export const detailFormCopy = {
  promptRequired: 'Prompt is required.',
  rerenderNote: 'A new prompt, perspective or generation parameters render a new image file on save; the current file stays in the history.',
  session: editableImageFieldLabels.sessionId,
  parameters: editableImageFieldLabels.generationParams,
  stage: editableImageFieldLabels.journeyStage,
} as const;

export const historyFileCopy = {
  oldImage: (filename: string) => `Previous image ${filename}`,
  newImage: (filename: string) => `New image ${filename}`,
} as const;
