/**
 * The admin grid's own GraphQL documents: the images with their archive state (the card's fragment,
 * AdminGridImage_image, is beside it in ImageCard.tsx), in the chosen order and archive scope; the
 * counts; archive and restore; the bulk rejection reason; the usage tiles and their scan; the live
 * feeds the page refetches on. The grid and the counts read the log position first: the feeds start
 * after the earlier of the two (useLiveGrid.ts).
 */
import { graphql } from '../../generated/gql.ts';

export const ADMIN_GRID_IMAGES = graphql(`
  query AdminGridImages(
    $searchTerm: String
    $learningStatus: LearningStatus
    $perspective: Perspective
    $archived: ArchivedFilter
    $sort: ImageSort
    $offset: Int
    $limit: Int
  ) {
    gridPosition: logPosition
    images(
      searchTerm: $searchTerm
      learningStatus: $learningStatus
      perspective: $perspective
      archived: $archived
      sort: $sort
      offset: $offset
      limit: $limit
    ) {
      total
      items {
        ...AdminGridImage_image
      }
    }
  }
`);

/** Ids of every image matching the filters, for 'select all N matching'. */
export const ADMIN_GRID_MATCHING_IDS = graphql(`
  query AdminGridMatchingIds($searchTerm: String, $learningStatus: LearningStatus, $perspective: Perspective, $archived: ArchivedFilter, $offset: Int, $limit: Int) {
    images(searchTerm: $searchTerm, learningStatus: $learningStatus, perspective: $perspective, archived: $archived, offset: $offset, limit: $limit) {
      total
      items {
        id
      }
    }
  }
`);

/** The counts beside the Learning Status filter, for the current search, perspective and archive scope. */
export const ADMIN_GRID_STATUS_COUNTS = graphql(`
  query AdminGridStatusCounts($searchTerm: String, $perspective: Perspective, $archived: ArchivedFilter) {
    all: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, limit: 1) { total }
    final_version: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: final_version, limit: 1) { total }
    learning_attempt: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: learning_attempt, limit: 1) { total }
    happy_accident: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: happy_accident, limit: 1) { total }
  }
`);

/** The catalog's totals: the header's total badge and the counts beside the Catalog Status filter. */
export const ADMIN_IMAGE_COUNTS = graphql(`
  query AdminImageCounts {
    countsPosition: logPosition
    active: imageCounts(archived: ACTIVE) {
      total
    }
    archived: imageCounts(archived: ARCHIVED) {
      total
    }
    all: imageCounts(archived: ALL) {
      total
    }
  }
`);

export const ARCHIVE_IMAGE = graphql(`
  mutation AdminArchiveImage($id: ID!) {
    archiveImage(id: $id) {
      ...AdminGridImage_image
    }
  }
`);

export const RESTORE_IMAGE = graphql(`
  mutation AdminRestoreImage($id: ID!) {
    restoreImage(id: $id) {
      ...AdminGridImage_image
    }
  }
`);

export const ARCHIVE_IMAGES = graphql(`
  mutation AdminArchiveImages($ids: [ID!]!) {
    archiveImages(ids: $ids) {
      ...AdminGridImage_image
    }
  }
`);

export const RESTORE_IMAGES = graphql(`
  mutation AdminRestoreImages($ids: [ID!]!) {
    restoreImages(ids: $ids) {
      ...AdminGridImage_image
    }
  }
`);

export const USAGE_STATS = graphql(`
  query AdminUsageStats {
    usageStats {
      totalImages
      imagesInUse
      unusedImages
      usageByPage {
        page
        count
      }
    }
  }
`);

export const SCAN_USAGE = graphql(`
  mutation AdminScanUsage {
    scanUsage {
      success
      stats {
        totalImages
        imagesInUse
        unusedImages
        usageByPage {
          page
          count
        }
      }
    }
  }
`);

export const SET_REJECTION_REASON = graphql(`
  mutation AdminSetRejectionReason($ids: [ID!]!, $rejectionReason: String!) {
    setRejectionReason(ids: $ids, rejectionReason: $rejectionReason) {
      ...AdminImage_image
    }
  }
`);

export const CATALOG_CHANGED = graphql(`
  subscription AdminCatalogChanged($after: BigInt) {
    catalogChanged(after: $after) {
      kind
      imageId
      sessionId
      logPosition
    }
  }
`);

export const USAGE_STATS_CHANGED = graphql(`
  subscription AdminUsageStatsChanged($after: BigInt) {
    usageStatsChanged(after: $after) {
      logPosition
      totalImages
      imagesInUse
      unusedImages
      usageByPage {
        page
        count
      }
    }
  }
`);

/** The page's queries that live changes make stale; refetched by name when the catalog changes. */
export const LIVE_GRID_QUERIES = ['AdminGridImages', 'AdminGridStatusCounts', 'AdminImageCounts', 'AdminUsageStats'];
