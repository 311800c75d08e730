import styled from '@emotion/styled';
import { lazy } from 'react';
import { Container } from '../../components/ui/Container.tsx';
import { analyticsPage } from '../../content/site.ts';
import { layout } from '../../theme/tokens.ts';

const Message = styled.h1`
  padding-block: calc(${layout.spacing} * 3);
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
`;

// A production build drops this import entirely: the dashboard and its charts never ship on /analytics.
const DevAnalyticsDashboard = import.meta.env.DEV ? lazy(() => import('./DevAnalyticsDashboard.tsx')) : null;

/** Development only: a production build shows just the not-available text. */
export default function AnalyticsPage() {
  if (DevAnalyticsDashboard) return <DevAnalyticsDashboard />;
  return (
    <Container>
      <Message>{analyticsPage.text}</Message>
    </Container>
  );
}
