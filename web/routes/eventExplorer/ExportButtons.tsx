import { useId, useState } from 'react';
import { Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { useToast } from '../../components/toast/toastContext.ts';
import { eventExplorer } from '../../content/eventExplorer.ts';
import { downloadExport } from './exportDownload.ts';
import { exportUrl, type ExplorerFilters } from './explorerFilters.ts';

const copy = eventExplorer.export;

/** 'Download NDJSON' / 'Download CSV' of the events the filters select. */
export function ExportButtons({ filters }: { readonly filters: ExplorerFilters }) {
  const id = useId();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const download = async (format: 'ndjson' | 'csv') => {
    setBusy(true);
    const outcome = await downloadExport(exportUrl(filters, format), format);
    setBusy(false);
    if (outcome.ok) toast({ title: copy.done });
    else toast({ title: copy.failed, description: outcome.message, variant: 'destructive' });
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
      <Muted>{copy.hint}</Muted>
      <Row aria-busy={busy}>
        <button type="button" css={button.small} disabled={busy} onClick={() => void download('ndjson')}>
          {copy.ndjson}
        </button>
        <button type="button" css={button.small} disabled={busy} onClick={() => void download('csv')}>
          {copy.csv}
        </button>
        {busy && <span role="status">{copy.preparing}</span>}
      </Row>
    </Panel>
  );
}
