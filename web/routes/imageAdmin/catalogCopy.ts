/**
 * Copy of the admin grid's catalog controls (issue 19): archive and restore, the archive-state
 * filter, the sort and the link to catalogue a new image. Beside web/content/imageAdmin.ts, whose
 * wording it follows ('Updated N images successfully', 'Failed to update images').
 */
const images = (n: number) => `${n} ${n === 1 ? 'Image' : 'Images'}`;
const lowerImages = (n: number) => `${n} ${n === 1 ? 'image' : 'images'}`;

export const catalogCopy = {
  loadFailed: 'The images could not be loaded.',
  retry: 'Try again',
  archivedBadge: 'Archived',
  archivedOn: (date: string) => `Archived on ${date}`,
  filters: {
    /** Its options are the ArchivedFilter labels, its sort options the ImageSort labels (web/generated/vocabulary.ts). */
    archivedLabel: 'Catalog Status',
    sortLabel: 'Sort by',
  },
  card: {
    archive: 'Archive',
    archiveLabel: (title: string) => `Archive ${title}`,
    confirmQuestion: 'Archive this image? It leaves the public pages; you can restore it.',
    confirmArchive: 'Confirm archive',
    confirmArchiveLabel: (title: string) => `Confirm archive of ${title}`,
    cancel: 'Keep',
    cancelLabel: (title: string) => `Keep ${title}`,
    archiving: 'Archiving...',
    restore: 'Restore',
    restoreLabel: (title: string) => `Restore ${title}`,
    restoring: 'Restoring...',
  },
  bulk: {
    archiveTitle: 'Archive or restore',
    archive: (n: number) => `Archive ${images(n)}`,
    confirmQuestion: (n: number) => `Archive ${lowerImages(n)}? They leave the public pages; you can restore them.`,
    confirmArchive: (n: number) => `Confirm archive of ${lowerImages(n)}`,
    cancel: 'Cancel',
    archiving: 'Archiving...',
    restore: (n: number) => `Restore ${images(n)}`,
    restoring: 'Restoring...',
  },
  toasts: {
    archived: 'Image archived',
    archiveFailed: 'Failed to archive image',
    restored: 'Image restored',
    restoreFailed: 'Failed to restore image',
    bulkArchived: (n: number) => `Archived ${lowerImages(n)}`,
    bulkArchiveFailed: 'Failed to archive images',
    bulkRestored: (n: number) => `Restored ${lowerImages(n)}`,
    bulkRestoreFailed: 'Failed to restore images',
    /** Same promise as the bulk rejection reason: all or nothing. */
    bulkFailedHint: 'No image was changed; your selection is kept so you can retry.',
  },
} as const;
