import styled from '@emotion/styled';
import { shell } from '../../content/site.ts';
import { color } from '../../theme/tokens.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

const Holder = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

const Spinner = styled.span`
  width: 2rem;
  height: 2rem;
  border: 3px solid ${color.border};
  border-top-color: ${color.primary};
  border-radius: 50%;
  animation: chb-spin 0.8s linear infinite;
  @keyframes chb-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** Shown while a page's code loads; a screen tall, so the footer stays out of view instead of jumping (a layout shift). */
export function PageLoading() {
  return (
    <Holder role="status">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{shell.loadingPage}</VisuallyHidden>
    </Holder>
  );
}
