/** The journey page's GraphQL documents; the image fields come from the components' fragments. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { IMAGE_DIALOG_FRAGMENT, type ImageDialogData } from '../../components/images/imageFragments.ts';

export interface JourneySession {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly journeyStage: string;
  readonly sessionDate: string;
  readonly learningInsights: string | null;
  readonly nextSteps: string | null;
}

/** Every session and every image: the Story and Filter tabs group, count and filter them here. */
export const JOURNEY_QUERY: TypedDocumentNode<{
  creativeSessions: JourneySession[];
  images: { total: number; items: ImageDialogData[] };
}> = gql`
  query CreativeJourney {
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
  ${IMAGE_DIALOG_FRAGMENT}
`;

/** One page of the Gallery tab, searched on the server. */
export const GALLERY_PAGE_QUERY: TypedDocumentNode<
  { images: { total: number; items: ImageDialogData[] } },
  { searchTerm?: string; offset: number; limit: number }
> = gql`
  query GalleryPage($searchTerm: String, $offset: Int!, $limit: Int!) {
    images(searchTerm: $searchTerm, offset: $offset, limit: $limit) {
      total
      items {
        ...ImageDialog_image
      }
    }
  }
  ${IMAGE_DIALOG_FRAGMENT}
`;

/** Downloads and admin edits by anyone: the cache entry of the image updates every view. */
export const IMAGE_CHANGED_SUBSCRIPTION: TypedDocumentNode<{ imageChanged: ImageDialogData }> = gql`
  subscription ImageChanged {
    imageChanged {
      ...ImageDialog_image
    }
  }
  ${IMAGE_DIALOG_FRAGMENT}
`;
