import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { useAdminSession } from '../../components/admin/AdminSession.tsx';
import { useToast } from '../../components/toast/toastContext.ts';
import { catalogCopy } from './catalogCopy.ts';
import { ARCHIVE_IMAGE, ARCHIVE_IMAGES, LIVE_GRID_QUERIES, RESTORE_IMAGE, RESTORE_IMAGES } from './gridDocuments.ts';

const toasts = catalogCopy.toasts;

export type ArchiveAction = 'archive' | 'restore';

/** The grid and its counts are refetched at once rather than when catalogChanged comes back. */
const refetch = { refetchQueries: LIVE_GRID_QUERIES };

/**
 * Archives or restores one image (a card) or the selection (the Bulk Edit panel, all or nothing),
 * and says how it went. Resolves to whether every image changed.
 */
export function useArchive() {
  const [archiveImage, archivingOne] = useMutation(ARCHIVE_IMAGE, refetch);
  const [restoreImage, restoringOne] = useMutation(RESTORE_IMAGE, refetch);
  const [archiveImages, archivingMany] = useMutation(ARCHIVE_IMAGES, refetch);
  const [restoreImages, restoringMany] = useMutation(RESTORE_IMAGES, refetch);
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();

  const failed = useCallback(
    (error: unknown, title: string, description?: string) => {
      if (isUnauthenticated(error)) reportUnauthenticated();
      else toast({ title, description, variant: 'destructive' });
      return false;
    },
    [reportUnauthenticated, toast],
  );

  const one = useCallback(
    async (action: ArchiveAction, id: string): Promise<boolean> => {
      try {
        if (action === 'archive') await archiveImage({ variables: { id } });
        else await restoreImage({ variables: { id } });
        toast({ title: action === 'archive' ? toasts.archived : toasts.restored });
        return true;
      } catch (error) {
        return failed(error, action === 'archive' ? toasts.archiveFailed : toasts.restoreFailed, error instanceof Error ? error.message : undefined);
      }
    },
    [archiveImage, restoreImage, toast, failed],
  );

  const many = useCallback(
    async (action: ArchiveAction, ids: readonly string[]): Promise<boolean> => {
      try {
        if (action === 'archive') await archiveImages({ variables: { ids: [...ids] } });
        else await restoreImages({ variables: { ids: [...ids] } });
        toast({ title: action === 'archive' ? toasts.bulkArchived(ids.length) : toasts.bulkRestored(ids.length) });
        return true;
      } catch (error) {
        return failed(error, action === 'archive' ? toasts.bulkArchiveFailed : toasts.bulkRestoreFailed, toasts.bulkFailedHint);
      }
    },
    [archiveImages, restoreImages, toast, failed],
  );

  const busy = archivingOne.loading || restoringOne.loading || archivingMany.loading || restoringMany.loading;
  return { one, many, busy };
}
