import { useMutation, useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useId } from 'react';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { Muted, Panel, PanelTitle, Row, StatTiles, button } from '../../components/admin/adminStyles.ts';
import { useAdminSession } from '../../components/admin/AdminSession.tsx';
import { useToast } from '../../components/toast/toastContext.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { color } from '../../theme/tokens.ts';
import { SCAN_USAGE, USAGE_STATS } from './gridDocuments.ts';

const copy = imageAdmin.usage;

const Tiles = styled(StatTiles)`
  grid-template-columns: repeat(3, minmax(0, 1fr));
`;

const PageList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.375rem 1rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.375rem 0;
    border-bottom: 1px solid ${color.border};
    font-size: 0.9rem;
  }
  code {
    font-size: 0.85rem;
  }
`;

export function UsagePanel() {
  const id = useId();
  const { data } = useQuery(USAGE_STATS);
  const [scanUsage, { loading: scanning }] = useMutation(SCAN_USAGE, { refetchQueries: ['AdminGridImages'] });
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const stats = data?.usageStats;

  const scan = async () => {
    try {
      await scanUsage({
        update(cache, { data: result }) {
          if (result) cache.writeQuery({ query: USAGE_STATS, data: { usageStats: result.scanUsage.stats } });
        },
      });
      toast({ title: imageAdmin.toasts.scanned });
    } catch (error) {
      if (isUnauthenticated(error)) reportUnauthenticated();
      else toast({ title: imageAdmin.toasts.scanFailed, variant: 'destructive' });
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <Row style={{ justifyContent: 'space-between' }}>
        <PanelTitle id={`${id}-title`}>{copy.title}</PanelTitle>
        <button type="button" css={button.secondary} onClick={() => void scan()} disabled={scanning} aria-busy={scanning}>
          {scanning ? copy.scanning : copy.scan}
        </button>
      </Row>
      <Tiles aria-live="polite">
        <div>
          <dt>{copy.totalImages}</dt>
          <dd data-testid="usage-total">{stats?.totalImages ?? '–'}</dd>
        </div>
        <div>
          <dt>{copy.inUse}</dt>
          <dd data-testid="usage-in-use">{stats?.imagesInUse ?? '–'}</dd>
        </div>
        <div>
          <dt>{copy.unused}</dt>
          <dd data-testid="usage-unused">{stats?.unusedImages ?? '–'}</dd>
        </div>
      </Tiles>
      <h3 id={`${id}-pages`} style={{ fontSize: '1rem' }}>
        {copy.byPage}
      </h3>
      {stats && stats.usageByPage.length > 0 ? (
        <PageList aria-labelledby={`${id}-pages`}>
          {stats.usageByPage.map(({ page, count }) => (
            <li key={page}>
              <code>{page}</code>
              <span>{copy.imagesOnPage(count)}</span>
            </li>
          ))}
        </PageList>
      ) : (
        <Muted>{copy.byPageEmpty}</Muted>
      )}
    </Panel>
  );
}
