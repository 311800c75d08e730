/** The GraphQL documents of cataloguing images and editing creative sessions (issue 19). */
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
  }
`);

/** Every session with its image count, for the session select and the sessions page. */
export const CATALOG_SESSIONS = graphql(`
  query CatalogSessions {
    creativeSessions {
      ...CatalogSession_session
      images {
        id
      }
    }
  }
`);

export const CATALOG_IMAGE = graphql(`
  mutation CatalogImage($input: CatalogImageInput!) {
    catalogImage(input: $input) {
      ...AdminImage_image
      sessionId
    }
  }
`);

/** The edit of the detail page; it also reads back the session, which the admin fragment leaves out. */
export const EDIT_CATALOG_IMAGE = graphql(`
  mutation EditCatalogImage($id: ID!, $input: ImageEditInput!, $expectedVersion: Int) {
    editImage(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminImage_image
      sessionId
    }
  }
`);

/** The session an image belongs to (not in the admin fragment). */
export const IMAGE_SESSION = graphql(`
  query CatalogImageSession($id: ID!) {
    image(id: $id) {
      id
      sessionId
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

export const EDIT_CREATIVE_SESSION = graphql(`
  mutation EditCreativeSession($id: ID!, $input: CreativeSessionEditInput!) {
    editCreativeSession(id: $id, input: $input) {
      ...CatalogSession_session
      images {
        id
      }
    }
  }
`);

/** Any catalog change: a session created or edited, or an image added to, moved between or taken out of sessions. */
export const CATALOG_SESSIONS_CHANGED = graphql(`
  subscription CatalogSessionsChanged {
    catalogChanged {
      kind
      sessionId
      logPosition
    }
  }
`);
