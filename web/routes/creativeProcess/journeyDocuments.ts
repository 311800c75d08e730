/** The journey page's GraphQL documents; the image fields come from the components' fragments. */
import { graphql } from '../../generated/gql.ts';

/** Every session and every image: the Story and Filter tabs group, count and filter them here. */
export const JOURNEY_QUERY = graphql(`
  query CreativeJourney {
    journeyPosition: logPosition
    creativeSessions {
      id
      title
      description
      journeyStage
      sessionDate
      learningInsights
      nextSteps
    }
    images(limit: 500) {
      total
      items {
        ...ImageDialog_image
      }
    }
  }
`);

/**
 * The journey's log position alone: the background refresh writes it beside a journey it found
 * unchanged (writeChangedJourney.ts), under the same cache key as the journey query's.
 */
export const JOURNEY_POSITION_QUERY = graphql(`
  query CreativeJourneyPosition {
    journeyPosition: logPosition
  }
`);

/** One page of the Gallery tab, searched and sorted on the server. */
export const GALLERY_PAGE_QUERY = graphql(`
  query GalleryPage($searchTerm: String, $sort: ImageSort, $offset: Int!, $limit: Int!) {
    images(searchTerm: $searchTerm, sort: $sort, offset: $offset, limit: $limit) {
      total
      items {
        ...ImageDialog_image
      }
    }
  }
`);

/** Downloads and admin edits by anyone: the cache entry of the image updates every view. */
export const IMAGE_CHANGED_SUBSCRIPTION = graphql(`
  subscription ImageChanged($after: BigInt) {
    imageChanged(after: $after) {
      ...ImageDialog_image
      logPosition
    }
  }
`);

/** An image added, archived, restored or moved, or a session changed: the page asks for its lists again. */
export const CATALOG_CHANGED_SUBSCRIPTION = graphql(`
  subscription JourneyCatalogChanged($after: BigInt) {
    catalogChanged(after: $after) {
      kind
      imageId
      logPosition
    }
  }
`);

/**
 * The generation parameters of up to four compared images (one alias per place, the absent ones
 * skipped): the journey query leaves them out, as the prerendered page does not need them.
 */
export const COMPARE_PARAMS_QUERY = graphql(`
  query CompareParams($first: ID!, $second: ID!, $third: ID!, $fourth: ID!, $withSecond: Boolean!, $withThird: Boolean!, $withFourth: Boolean!) {
    first: image(id: $first) {
      id
      generationParams
    }
    second: image(id: $second) @include(if: $withSecond) {
      id
      generationParams
    }
    third: image(id: $third) @include(if: $withThird) {
      id
      generationParams
    }
    fourth: image(id: $fourth) @include(if: $withFourth) {
      id
      generationParams
    }
  }
`);
