/** The presence documents of the image detail page; their types are generated (web/generated/graphql.ts). */
import { graphql } from '../../../generated/gql.ts';

export const IMAGE_PRESENCE_FRAGMENT = graphql(`
  fragment ImagePresence_presence on ImagePresence {
    viewers {
      id
      account
      editing
      sameAccount
    }
    editing
    takenOverBy
  }
`);

export const IMAGE_PRESENCE = graphql(`
  subscription ImagePresence($imageId: ID!, $tabId: String!) {
    imagePresence(imageId: $imageId, tabId: $tabId) {
      ...ImagePresence_presence
    }
  }
`);

export const SET_IMAGE_PRESENCE = graphql(`
  mutation SetImagePresence($imageId: ID!, $tabId: String!, $editing: Boolean!) {
    setImagePresence(imageId: $imageId, tabId: $tabId, editing: $editing) {
      ...ImagePresence_presence
    }
  }
`);

export const TAKE_OVER_IMAGE = graphql(`
  mutation TakeOverImage($imageId: ID!, $tabId: String!) {
    takeOverImage(imageId: $imageId, tabId: $tabId) {
      ...ImagePresence_presence
    }
  }
`);
