/**
 * How the cache keys what has no id of its own. An image file is its blob: the same hash is the same
 * files whichever image, version or history entry names it. Keyed by hash, a file is one cache entry
 * that every document reading it fills in (each asks for `hash`, CatalogPicture_file does), and an
 * image whose file is replaced points to a new entry rather than mixing the two files' fields.
 */
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  ImageFile: { keyFields: ['hash'] },
};
