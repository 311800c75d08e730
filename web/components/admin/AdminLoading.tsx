import styled from '@emotion/styled';
import { color } from '../../theme/tokens.ts';

const Holder = styled.div<{ inline: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: ${({ inline }) => (inline ? '12rem' : '60vh')};
  color: ${color.muted};
`;

const Spinner = styled.span`
  width: 2rem;
  height: 2rem;
  border: 3px solid ${color.border};
  border-top-color: ${color.primary};
  border-radius: 50%;
  animation: admin-spin 0.8s linear infinite;
  @keyframes admin-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** The loading state of the admin pages, announced to screen readers. */
export function AdminLoading({ label, inline = false }: { readonly label: string; readonly inline?: boolean }) {
  return (
    <Holder role="status" inline={inline}>
      <Spinner aria-hidden="true" />
      <p>{label}</p>
    </Holder>
  );
}
