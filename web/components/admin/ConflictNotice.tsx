import styled from '@emotion/styled';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { color } from '../../theme/tokens.ts';
import { Row, button } from './adminStyles.ts';

const Box = styled.div`
  border: 1.5px solid ${color.primary};
  background: color-mix(in srgb, ${color.primary} 7%, ${color.surface});
  border-radius: 0.5rem;
  padding: 0.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  font-size: 0.9rem;
  dl {
    display: grid;
    gap: 0.25rem;
  }
  dt {
    font-weight: 650;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface ConflictNoticeProps {
  /** What changed, e.g. 'Another administrator changed this session'; by default the image's wording. */
  readonly title?: string;
  readonly conflicts: readonly { readonly label: string; readonly theirs: string }[];
  readonly onKeepMine: () => void;
  readonly onTakeTheirs: () => void;
}

/** Another administrator's value for the fields being edited, with the choice of which to keep. */
export function ConflictNotice({ title, conflicts, onKeepMine, onTakeTheirs }: ConflictNoticeProps) {
  const copy = imageAdmin.conflict;
  return (
    <Box role="alert">
      <strong>{title ?? copy.title}</strong>
      <dl>
        {conflicts.map(({ label, theirs }) => (
          <div key={label}>
            <dt>{copy.theirValue(label)}</dt>
            <dd>{theirs === '' ? copy.empty : theirs}</dd>
          </div>
        ))}
      </dl>
      <Row>
        <button type="button" css={button.small} onClick={onKeepMine}>
          {copy.keepMine}
        </button>
        <button type="button" css={button.small} onClick={onTakeTheirs}>
          {copy.takeTheirs}
        </button>
      </Row>
    </Box>
  );
}
