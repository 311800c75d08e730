import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { presetRejectionReasons } from '../../components/admin/adminLogic.ts';
import { Field, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { useAdminSession } from '../../components/admin/AdminSession.tsx';
import { useToast } from '../../components/toast/toastContext.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { BulkArchiveActions, type BulkArchiveActionsProps } from './ArchiveActions.tsx';
import { catalogCopy } from './catalogCopy.ts';
import { SET_REJECTION_REASON } from './gridDocuments.ts';

const copy = imageAdmin.bulk;

export interface BulkEditPanelProps {
  readonly selectedIds: readonly string[];
  /** Called after every image changed; a failure leaves the selection for a retry. */
  readonly onUpdated: () => void;
  /** Archive and/or restore, as the grid's archive scope calls for. */
  readonly archiveActions: BulkArchiveActionsProps['actions'];
}

/** One rejection reason for every selected image, or archive or restore them all: all or nothing. */
export function BulkEditPanel({ selectedIds, onUpdated, archiveActions }: BulkEditPanelProps) {
  const id = useId();
  const { register, handleSubmit, setValue, watch, reset } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const [setRejectionReason, { loading }] = useMutation(SET_REJECTION_REASON);
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const reason = watch('reason');
  const count = selectedIds.length;
  const canUpdate = count > 0 && reason.trim() !== '' && !loading;

  const onSubmit = handleSubmit(async ({ reason: text }) => {
    const trimmed = text.trim();
    if (!trimmed || count === 0) return;
    try {
      await setRejectionReason({ variables: { ids: [...selectedIds], rejectionReason: trimmed } });
      toast({ title: imageAdmin.toasts.bulkUpdated(count) });
      reset({ reason: '' });
      onUpdated();
    } catch (error) {
      if (isUnauthenticated(error)) reportUnauthenticated();
      else toast({ title: imageAdmin.toasts.bulkFailed, description: imageAdmin.toasts.bulkFailedHint, variant: 'destructive' });
    }
  });

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <form onSubmit={(event) => void onSubmit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        <Field>
          <label htmlFor={`${id}-reason`}>{copy.reasonLabel}</label>
          <textarea id={`${id}-reason`} rows={3} placeholder={copy.reasonPlaceholder} {...register('reason')} />
        </Field>
        <div role="group" aria-label={copy.quickReasons}>
          <Row>
            {presetRejectionReasons.slice(0, 6).map((preset) => (
              <button key={preset} type="button" css={button.chip} onClick={() => setValue('reason', preset, { shouldDirty: true })}>
                {preset}
              </button>
            ))}
          </Row>
        </div>
        <Row>
          <button type="submit" css={button.primary} disabled={!canUpdate}>
            {loading ? copy.updating : copy.update(count)}
          </button>
          <Muted>{copy.allOrNothing}</Muted>
        </Row>
      </form>
      <h3 id={`${id}-archive`} style={{ fontSize: '1rem' }}>
        {catalogCopy.bulk.archiveTitle}
      </h3>
      <div role="group" aria-labelledby={`${id}-archive`}>
        <BulkArchiveActions selectedIds={selectedIds} actions={archiveActions} onDone={onUpdated} />
      </div>
    </Panel>
  );
}
