import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { site } from '../../content/site.ts';
import { color } from '../../theme/tokens.ts';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: inherit;
  text-decoration: none;
  border-radius: 0.5rem;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 2.125rem;
  height: 2.125rem;
  border-radius: 0.625rem;
  background: ${color.primary};
  color: ${color.onPrimary};
  font-family: 'Fraunces', Georgia, serif;
  font-size: 1.375rem;
  font-weight: 600;
  line-height: 1;
`;

const Word = styled.span`
  font-size: 1.25rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

/** The CHB wordmark with its hash mark; links home. */
export function Logo({ onNavigate }: { readonly onNavigate?: () => void }) {
  return (
    <Home to="/" aria-label={site.logoLabel} title={site.tagline} onClick={onNavigate}>
      <Mark aria-hidden="true">#</Mark>
      <Word aria-hidden="true">{site.name}</Word>
    </Home>
  );
}
