/** The read-model rebuild's documents (types generated: ExplorerRebuildStatusQuery, ExplorerRebuildMutation). */
import { graphql } from '../../generated/gql.ts';

export const REBUILD_FRAGMENT = graphql(`
  fragment Explorer_rebuild on ReadModelRebuild {
    state
    phase
    events
    total
    finishedAt
    digest
    swapMilliseconds
    error
  }
`);

export const REBUILD_STATUS = graphql(`
  query ExplorerRebuildStatus {
    readModelRebuild {
      ...Explorer_rebuild
    }
  }
`);

export const START_REBUILD = graphql(`
  mutation ExplorerRebuild {
    rebuildReadModels {
      ...Explorer_rebuild
    }
  }
`);
