/**
 * The operations GraphiQL opens with, one tab each (a tab is titled by its first operation's name).
 * tests/api/graphiqlExamples.unit.spec.ts validates every one, variables included, against the schema.
 */

export interface GraphiQLExample {
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Shown in the Headers pane of the tabs that need an administrator; the placeholder signs nobody in. */
export const ADMIN_HEADERS_PLACEHOLDER = { Authorization: 'Bearer <sessionId from adminLogin>' };

const EXAMPLE_IMAGE_ID = 'img-founders-hero-geometric-lighthouse';

export const graphiqlExamples: readonly GraphiQLExample[] = [
  {
    query: `# A page of gallery images, filtered and sorted. Every filter is optional (leave one out to match all);
# the next page starts at offset + limit while that is below total. Edit the variables and press Ctrl+Enter.
query ImagesPage($searchTerm: String, $perspective: Perspective, $journeyStage: JourneyStage, $sort: ImageSort, $offset: Int, $limit: Int) {
  images(searchTerm: $searchTerm, perspective: $perspective, journeyStage: $journeyStage, sort: $sort, offset: $offset, limit: $limit) {
    total
    items {
      id
      title
      perspective
      learningStatus
      journeyStage
      downloadCount
      filePath
    }
  }
}
`,
    variables: { searchTerm: 'lighthouse', perspective: 'startup_founders', sort: 'MOST_DOWNLOADED', offset: 0, limit: 5 },
  },
  {
    query: `# One image with its edit history. The history (imageHistory) is for administrators: put a token in
# the Headers pane (see the AdminEventLog tab) and set withHistory to true. Each entry is one field changed
# by one edit, newest first; pass the last entry's position as before for older edits.
query ImageWithHistory($id: ID!, $withHistory: Boolean!) {
  image(id: $id) {
    id
    title
    description
    version
    updatedAt
    usageLocations {
      page
      section
    }
  }
  imageHistory(id: $id, limit: 10) @include(if: $withHistory) {
    position
    time
    actor
    field
    from
    to
    undoes
  }
}
`,
    variables: { id: EXAMPLE_IMAGE_ID, withHistory: false },
    headers: ADMIN_HEADERS_PLACEHOLDER,
  },
  {
    query: `# Records one download of an image and answers its new count. Anyone may call it; run the ImageChanged
# tab first to watch the count arrive live.
mutation DownloadImage($id: ID!) {
  downloadImage(id: $id) {
    id
    title
    downloadCount
    filePath
  }
}
`,
    variables: { id: EXAMPLE_IMAGE_ID },
  },
  {
    query: `# A live feed (graphql-ws on this same path): the image after each edit, download, archive or restore.
# Leave id out to hear of every image. To resume after a dropped connection, pass the last logPosition
# seen as after: the changes since arrive first, with no gap.
subscription ImageChanged($id: ID) {
  imageChanged(id: $id) {
    id
    downloadCount
    version
    archivedAt
    logPosition
  }
}
`,
    variables: { id: EXAMPLE_IMAGE_ID },
  },
  {
    query: `# Administrators only: the newest events of the log. An admin field needs a bearer token, put in the
# Headers pane below as {"Authorization": "Bearer <sessionId>"}. Get the sessionId by running AdminLogin
# (pick it from the run button's menu) with the password in the variables, or from
# POST /api/admin/auth with the JSON body {"password": "..."}, which answers the same.
# Without a valid token the answer is UNAUTHENTICATED. Page back with before: the last globalPosition seen.
query AdminEventLog($limit: Int) {
  adminSession {
    account
  }
  eventLog(newestFirst: true, limit: $limit) {
    globalPosition
    type
    streamId
    metadata
    data
  }
}

mutation AdminLogin($password: String!) {
  adminLogin(password: $password) {
    success
    account
    sessionId
  }
}
`,
    variables: { limit: 10, password: 'the ADMIN_PASSWORD the server started with' },
    headers: ADMIN_HEADERS_PLACEHOLDER,
  },
];

const json = (value: object) => JSON.stringify(value, null, 2);

/** The examples as GraphiQL's defaultTabs take them (variables and headers as JSON text). */
export const graphiqlDefaultTabs = graphiqlExamples.map(({ query, variables, headers }) => ({
  query,
  variables: variables ? json(variables) : null,
  headers: headers ? json(headers) : null,
}));

/**
 * GraphiQL options that open the examples. GraphiQL fills the variables editor of the first tab from
 * `variables` (Yoga passes it on as initialVariables, though its options type does not name it), not
 * from defaultTabs: without it the first example would run with no variables.
 */
export const graphiqlExampleOptions = {
  defaultTabs: graphiqlDefaultTabs,
  variables: graphiqlDefaultTabs[0]!.variables ?? undefined,
};
