/**
 * How the cache keys what has no id of its own. An image file is its blob: the same hash is the same
 * files whichever image, version or history entry names it. Keyed by hash, a file is one cache entry
 * that every document reading it fills in (each asks for `hash`, CatalogPicture_file does), and an
 * image whose file is replaced points to a new entry rather than mixing the two files' fields.
 *
 * `Query.logPosition` is the log position one answer was read at, and a page's live feeds start from
 * the position of the answer it shows (web/apollo/useFeedStart.ts). Stored under one name, the next
 * answer of any query would overwrite it, and a page shown from the cache (an older answer) would
 * start its feeds after events its data lacks. So each page's query selects it under an alias of its
 * own (`gridPosition: logPosition`), and the cache keeps one position per alias and variables: the
 * position of that query's last answer, beside that answer's data.
 */
import type { TypePolicies } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';

export const typePolicies: TypePolicies = {
  ImageFile: { keyFields: ['hash'] },
  Query: {
    fields: {
      logPosition: {
        keyArgs: (_args, { field, variables }) => (field?.alias ? `logPosition:${field.alias.value}${canonicalStringify(variables ?? {})}` : 'logPosition'),
      },
    },
  },
};
