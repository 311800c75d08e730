/** The image formats the server takes, for a file picker's `accept` (the server checks the bytes themselves; this only narrows the choice). */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/avif';
