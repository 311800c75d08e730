/** The explorer's GraphQL documents, with their result types written out (as adminApi.ts does). */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface LogEvent {
  readonly globalPosition: string;
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: { readonly actor?: string; readonly time?: string; readonly [key: string]: unknown };
}

export interface EventPageVariables {
  types?: string[];
  stream?: string;
  from?: string;
  to?: string;
  after?: string;
  before?: string;
  limit: number;
  newestFirst: boolean;
}

const LOG_EVENT_FIELDS = gql`
  fragment Explorer_event on LogEvent {
    globalPosition
    streamId
    type
    data
    metadata
  }
`;

export const EVENT_PAGE: TypedDocumentNode<{ eventLog: LogEvent[] }, EventPageVariables> = gql`
  ${LOG_EVENT_FIELDS}
  query ExplorerEvents($types: [String!], $stream: String, $from: DateTime, $to: DateTime, $after: BigInt, $before: BigInt, $limit: Int, $newestFirst: Boolean) {
    eventLog(types: $types, stream: $stream, from: $from, to: $to, after: $after, before: $before, limit: $limit, newestFirst: $newestFirst) {
      ...Explorer_event
    }
  }
`;

export const EVENT_APPENDED: TypedDocumentNode<{ eventAppended: LogEvent }, { types?: string[] }> = gql`
  ${LOG_EVENT_FIELDS}
  subscription ExplorerEventAppended($types: [String!]) {
    eventAppended(types: $types) {
      ...Explorer_event
    }
  }
`;

export interface ImageValues {
  readonly title: string;
  readonly description: string;
  readonly extendedDescription: string;
  readonly learningStatus: string;
  readonly rejectionReason: string | null;
  readonly licensing: string;
  readonly tags: readonly string[];
  readonly searchKeywords: string;
  readonly downloadCount: number;
  readonly version: number;
}

export interface ImageAsOf {
  readonly asOfPosition: string;
  /** Null when the image did not exist yet. */
  readonly image: (ImageValues & { readonly imageId: string }) | null;
}

export const IMAGE_AS_OF: TypedDocumentNode<{ imageAsOf: ImageAsOf; image: (ImageValues & { id: string }) | null }, { id: string; at: string }> = gql`
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
`;
