import { useQuery } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { isUnauthenticated } from '../../components/admin/adminApi.ts';
import { AdminLoading } from '../../components/admin/AdminLoading.tsx';
import { AdminSessionGate, useAdminSession } from '../../components/admin/AdminSession.tsx';
import { AdminSignOut } from '../../components/admin/AdminSignOut.tsx';
import { AdminHeader, AdminMain, AmberBox, EmptyState, Muted, Panel, PanelTitle, Row, button } from '../../components/admin/adminStyles.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { Badge } from '../../components/images/Badge.tsx';
import { CATALOG_SESSIONS } from '../../components/catalogForm/catalogApi.ts';
import { SessionForm } from '../../components/catalogForm/SessionForm.tsx';
import { useLiveSessions } from '../../components/catalogForm/useLiveSessions.ts';
import { Container } from '../../components/ui/Container.tsx';
import { catalogAdminLinks, creativeSessionsPage } from '../../content/catalogAdmin.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import type { CatalogSessionsQuery } from '../../generated/graphql.ts';
import { journeyStageLabels } from '../../generated/vocabulary.ts';
import { color } from '../../theme/tokens.ts';

const copy = creativeSessionsPage;

type Session = CatalogSessionsQuery['creativeSessions'][number];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
  & > li {
    display: grid;
    gap: 0.75rem;
    padding: 1rem 0;
    border-bottom: 1px solid ${color.border};
  }
  & > li:last-child {
    border-bottom: 0;
  }
  h3 {
    font-size: 1.0625rem;
  }
  p {
    white-space: pre-wrap;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
    align-items: start;
  }
`;

export default function CreativeSessionsPage() {
  return (
    <AdminSessionGate loading={<AdminLoading label={copy.loading} />}>
      <CreativeSessions />
    </AdminSessionGate>
  );
}

function CreativeSessions() {
  const id = useId();
  const { data, loading, error, refetch } = useQuery(CATALOG_SESSIONS);
  useLiveSessions(data?.sessionsPosition);
  const { reportUnauthenticated } = useAdminSession();

  useEffect(() => {
    if (error && isUnauthenticated(error)) reportUnauthenticated();
  }, [error, reportUnauthenticated]);

  const sessions = data?.creativeSessions ?? [];
  return (
    <Container>
      <AdminMain>
        <BackLink cta={copy.back} />
        <AdminHeader>
          <div>
            <h1>{copy.title}</h1>
            <Muted>{copy.intro}</Muted>
          </div>
          <Row>
            <Link to={catalogAdminLinks.newImage.href} css={button.secondary}>
              {catalogAdminLinks.newImage.label}
            </Link>
            <AdminSignOut logoutLabel={imageAdmin.logout} />
          </Row>
        </AdminHeader>
        <Columns>
          <Panel aria-labelledby={`${id}-list`}>
            <PanelTitle id={`${id}-list`}>{copy.listTitle}</PanelTitle>
            {loading && !data ? (
              <Muted role="status">{copy.loading}</Muted>
            ) : error && !data ? (
              <AmberBox role="alert">
                {copy.failed}{' '}
                <button type="button" css={button.small} onClick={() => void refetch().catch(() => undefined)}>
                  {copy.retry}
                </button>
              </AmberBox>
            ) : sessions.length === 0 ? (
              <EmptyState>
                <p>{copy.empty}</p>
              </EmptyState>
            ) : (
              <List aria-labelledby={`${id}-list`}>
                {sessions.map((session) => (
                  <SessionItem key={session.id} session={session} />
                ))}
              </List>
            )}
          </Panel>
          <Panel aria-labelledby={`${id}-new`}>
            <PanelTitle id={`${id}-new`}>{copy.newTitle}</PanelTitle>
            <SessionForm />
          </Panel>
        </Columns>
      </AdminMain>
    </Container>
  );
}

function SessionItem({ session }: { readonly session: Session }) {
  const [editing, setEditing] = useState(false);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Focus moves to the toggle before the form, and the button that had focus, unmount.
  const close = () => {
    toggleRef.current?.focus();
    setEditing(false);
  };
  const escapeCloses = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <li data-testid="creative-session">
      <Row style={{ justifyContent: 'space-between' }}>
        <div>
          <h3 id={`${id}-title`}>{session.title}</h3>
          <Row>
            <Badge tone="neutral">{journeyStageLabels[session.journeyStage]}</Badge>
            <Muted as="span">
              <time dateTime={session.sessionDate.slice(0, 10)}>{session.sessionDate.slice(0, 10)}</time> · {copy.images(session.images.length)}
            </Muted>
          </Row>
        </div>
        <button
          ref={toggleRef}
          type="button"
          css={button.small}
          aria-expanded={editing}
          aria-controls={`${id}-edit`}
          aria-label={editing ? `${copy.close}: ${session.title}` : copy.edit(session.title)}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? copy.close : copy.editShort}
        </button>
      </Row>
      {session.description && <p>{session.description}</p>}
      <div id={`${id}-edit`} hidden={!editing} onKeyDown={escapeCloses}>
        {editing && <SessionForm session={session} onSaved={close} onCancel={close} />}
      </div>
    </li>
  );
}
