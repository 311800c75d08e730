/**
 * What <CatalogPicture> reads of an image's file (typed as CatalogPicture_FileFragment), beside it but in
 * a file of its own: the content pages import the component without the GraphQL documents. The hash is
 * the file's cache key (web/apollo/typePolicies.ts): every document that reads a file asks for it.
 */
import { graphql } from '../../generated/gql.ts';

export const CATALOG_PICTURE_FRAGMENT = graphql(`
  fragment CatalogPicture_file on ImageFile {
    hash
    width
    height
    sources {
      type
      srcset
    }
    srcset
    src
    placeholder
    dominantColor
  }
`);
