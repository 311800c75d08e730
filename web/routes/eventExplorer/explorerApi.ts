/**
 * The explorer's GraphQL documents; their types are generated (Explorer_EventFragment,
 * ExplorerImageAsOfQuery). An event's data and metadata are free-form JSON.
 */
import { graphql } from '../../generated/gql.ts';

export const LOG_EVENT_FRAGMENT = graphql(`
  fragment Explorer_event on LogEvent {
    globalPosition
    streamId
    type
    data
    metadata
  }
`);

export const EVENT_PAGE = graphql(`
  query ExplorerEvents($types: [EventType!], $stream: String, $from: DateTime, $to: DateTime, $after: BigInt, $before: BigInt, $limit: Int, $newestFirst: Boolean) {
    eventsPosition: logPosition
    eventLog(types: $types, stream: $stream, from: $from, to: $to, after: $after, before: $before, limit: $limit, newestFirst: $newestFirst) {
      ...Explorer_event
    }
  }
`);

export const EVENT_APPENDED = graphql(`
  subscription ExplorerEventAppended($types: [EventType!], $after: BigInt) {
    eventAppended(types: $types, after: $after) {
      ...Explorer_event
      globalPosition
    }
  }
`);

/** The image as of a point of the log (null when it did not exist yet) beside its current values. */
export const IMAGE_AS_OF = graphql(`
  query ExplorerImageAsOf($id: ID!, $at: String!) {
    imageAsOf(id: $id, at: $at) {
      asOfPosition
      image {
        imageId
        title
        description
        extendedDescription
        learningStatus
        rejectionReason
        licensing
        tags
        searchKeywords
        downloadCount
        version
      }
    }
    image(id: $id) {
      id
      title
      description
      extendedDescription
      learningStatus
      rejectionReason
      licensing
      tags
      searchKeywords
      downloadCount
      version
    }
  }
`);

/** What every event's metadata carries: who appended it and when (ISO time). */
export function eventMetadata(event: { readonly metadata: unknown }): { readonly actor?: string; readonly time?: string } {
  const metadata = event.metadata;
  if (typeof metadata !== 'object' || metadata === null) return {};
  const { actor, time } = metadata as Record<string, unknown>;
  return { actor: typeof actor === 'string' ? actor : undefined, time: typeof time === 'string' ? time : undefined };
}
