import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../api/apiRequest.ts';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { Badge } from '../../components/images/Badge.tsx';
import { buttonStyle } from '../../components/ui/buttonStyles.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

async function brokenImageCount(): Promise<number> {
  const answer = await apiRequest<{ brokenImages?: number } | null>('GET', '/api/creative/assets/validate');
  return answer?.brokenImages ?? 0;
}

/**
 * The red '{n} broken images' badge and 'Auto-Repair' when the asset check finds any; a repair
 * regenerates the files, checks again and lets the page reload its images.
 */
export function BrokenImagesBadge({ onRepaired }: { readonly onRepaired: () => void }) {
  const [broken, setBroken] = useState(0);
  const [repairing, setRepairing] = useState(false);

  const check = useCallback(async () => {
    try {
      setBroken(await brokenImageCount());
    } catch (error) {
      console.warn('Asset validation failed', error);
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  const repair = async () => {
    setRepairing(true);
    try {
      await apiRequest('POST', '/api/creative/assets/repair');
      await check();
      onRepaired();
    } catch (error) {
      console.error('Auto-repair failed', error);
    } finally {
      setRepairing(false);
    }
  };

  if (broken <= 0) return null;
  return (
    <Row>
      <Badge tone="danger" data-testid="broken-images">
        {creativeJourney.brokenImages(broken)}
      </Badge>
      <button type="button" css={buttonStyle('secondary')} onClick={() => void repair()} disabled={repairing} aria-busy={repairing}>
        {repairing ? creativeJourney.repairing : creativeJourney.autoRepair}
      </button>
    </Row>
  );
}
