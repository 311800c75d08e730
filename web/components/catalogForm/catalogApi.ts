/** The GraphQL documents of the creative sessions: the list the forms choose from, creating and editing one, and their live changes (issue 19). */
import { graphql } from '../../generated/gql.ts';

export const CREATIVE_SESSION_FRAGMENT = graphql(`
  fragment CatalogSession_session on CreativeSession {
    id
    title
    description
    journeyStage
    sessionDate
    learningInsights
    nextSteps
    version
  }
`);

/** Every session with its image count, for the session select and the sessions page. */
export const CATALOG_SESSIONS = graphql(`
  query CatalogSessions {
    sessionsPosition: logPosition
    creativeSessions {
      ...CatalogSession_session
      images {
        id
      }
    }
  }
`);

export const CREATE_CREATIVE_SESSION = graphql(`
  mutation CreateCreativeSession($input: CreativeSessionInput!) {
    createCreativeSession(input: $input) {
      ...CatalogSession_session
      images {
        id
      }
    }
  }
`);

/** An edit based on the version the form started from: a newer one on the server refuses it as a conflict. */
export const EDIT_CREATIVE_SESSION = graphql(`
  mutation EditCreativeSession($id: ID!, $input: CreativeSessionEditInput!, $expectedVersion: Int) {
    editCreativeSession(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...CatalogSession_session
      images {
        id
      }
    }
  }
`);

/** Any catalog change: a session created or edited, or an image added to, moved between or taken out of sessions. */
export const CATALOG_SESSIONS_CHANGED = graphql(`
  subscription CatalogSessionsChanged($after: BigInt) {
    catalogChanged(after: $after) {
      kind
      sessionId
      logPosition
    }
  }
`);
