/** Copy of the administrator's image files: uploading new images, replacing an image's file, and its file versions in the history. */

/** 2.4 MB, 380 KB, 912 B. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** '1600 × 900'. */
export const dimensionsText = (width: number, height: number) => `${width} × ${height}`;

/** What an uploaded image shows where a generated one shows its generation parameters. */
export const uploadedFile = 'Uploaded file';

export const imageUpload = {
  modesLabel: 'How to add the image',
  modes: { generate: 'Generate', upload: 'Upload files' },
  title: 'Upload files',
  intro: 'Images made with other tools: PNG, JPEG, WebP or AVIF. Each file becomes one catalog image, stripped of camera and location data.',
  drop: {
    label: 'Drop image files here',
    or: 'or',
    choose: 'Choose files',
    hint: 'One or many files, up to 30 MB each.',
    dragging: 'Drop to add them',
  },
  empty: 'No files chosen yet. Drop images above or choose them.',
  shared: {
    title: 'Shared by every file',
    hint: 'Session, perspective, stage, status and complexity apply to each image of this batch.',
  },
  file: {
    reading: 'Reading dimensions...',
    unreadable: 'Dimensions unknown: the browser cannot show this file (the server checks it on upload).',
    dimensions: dimensionsText,
    size: fileSizeText,
    remove: (name: string) => `Remove ${name}`,
    previewAlt: (name: string) => `Preview of ${name}`,
    fieldsLabel: (name: string) => `Catalog details of ${name}`,
  },
  promptHint: 'What the image was made from: the prompt given to the outside tool, or how it was made.',
  tagsHint: 'Separate tags with commas.',
  titleRequired: 'Title is required.',
  promptRequired: 'Prompt is required.',
  sessionRequired: 'Choose the creative session these images belong to.',
  progress: {
    label: (name: string) => `Upload of ${name}`,
    waiting: 'Waiting to upload',
    uploading: (percent: number) => `Uploading ${percent}%`,
    processing: 'Processing: making every size and format...',
    saved: 'Saved',
    refused: 'Refused',
  },
  save: (n: number) => (n === 1 ? 'Save 1 image' : `Save ${n} images`),
  saving: 'Saving...',
  retryIn: (seconds: number) => `The server is busy; try again in ${seconds} s.`,
  connectionLost: 'The connection was lost before the server answered. Save again to retry.',
  fixFields: 'Fix the marked fields of this file.',
  savedTitle: 'Saved images',
  openSaved: (title: string) => `Open ${title}`,
  toastSaved: (n: number) => (n === 1 ? '1 image uploaded' : `${n} images uploaded`),
  toastSomeFailed: (n: number) => (n === 1 ? '1 file was not saved' : `${n} files were not saved`),
  toastSomeFailedHint: (saved: number) => (saved === 0 ? 'The reason is beside each file.' : `The reason is beside each file; the others are saved (${saved}).`),
  unsavedWarning: 'You have files that are not saved. Leave this page and lose them?',
} as const;

export const replaceFile = {
  button: 'Replace file',
  chooseLabel: 'Choose the new file for this image',
  uploading: (percent: number) => `Uploading ${percent}%`,
  processing: 'Processing...',
  progressLabel: 'Upload of the new file',
  replaced: 'File replaced',
  failed: 'The file could not be replaced',
  current: (dimensions: string, format: string, size: string) => `${dimensions} · ${format} · ${size}`,
} as const;

export const historyFiles = {
  before: (what: string) => `Previous file, ${what}`,
  after: (what: string) => `New file, ${what}`,
  none: 'No file',
} as const;
