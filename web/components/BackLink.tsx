import styled from '@emotion/styled';
import { ActionLink } from './ui/ActionLink.tsx';
import type { Cta } from '../content/types.ts';
import { color } from '../theme/tokens.ts';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  color: ${color.muted};
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.5rem;
    color: ${color.muted};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: ${color.foreground};
  }
`;

/** A quiet link back to the parent page, with a leading arrow. */
export function BackLink({ cta }: { readonly cta: Cta }) {
  return (
    <Wrapper>
      <span aria-hidden="true">←</span>
      <ActionLink cta={cta} />
    </Wrapper>
  );
}
