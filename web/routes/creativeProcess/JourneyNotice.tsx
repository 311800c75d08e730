import styled from '@emotion/styled';
import { buttonStyle } from '../../components/ui/buttonStyles.ts';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { color, layout } from '../../theme/tokens.ts';

/** A message in place of a tab's content: loading, or an error with its retry button. */
export const Notice = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  padding: 2rem;
  border: 1px dashed ${color.border};
  border-radius: ${layout.radius};
  color: ${color.muted};
`;

export interface ErrorNoticeProps {
  /** Asks again; a failed retry shows as the query's error, so its rejection needs no handling here. */
  readonly onRetry: () => Promise<unknown>;
}

export function ErrorNotice({ onRetry }: ErrorNoticeProps) {
  return (
    <Notice role="alert">
      <p>{creativeJourney.error}</p>
      <button type="button" css={buttonStyle('secondary')} onClick={() => void onRetry().catch(() => undefined)}>
        {creativeJourney.retry}
      </button>
    </Notice>
  );
}
