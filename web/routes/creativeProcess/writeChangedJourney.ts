import type { ApolloClient } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { ImageDialog_ImageFragmentDoc, type CreativeJourneyQuery } from '../../generated/graphql.ts';
import { JOURNEY_POSITION_QUERY, JOURNEY_QUERY } from './journeyDocuments.ts';

type Journey = Omit<CreativeJourneyQuery, '__typename'>;

/** Whether the answer lists the same sessions and the same images in the same order as the journey shown. */
function sameLists(shown: Journey, answer: Journey): boolean {
  const shownItems = shown.images.items;
  const answerItems = answer.images.items;
  return (
    shown.images.total === answer.images.total &&
    shownItems.length === answerItems.length &&
    answerItems.every((image, index) => image.id === shownItems[index]?.id) &&
    canonicalStringify(shown.creativeSessions) === canonicalStringify(answer.creativeSessions)
  );
}

/**
 * Writes the background refresh's answer into the cache, doing only the work a change needs. Writing
 * the whole answer normalizes and compares every field of every image in one task (about 50 ms on a
 * phone-speed CPU for the seed's 54 images), although after a build the answer is mostly what the page
 * already shows: here an image whose fields equal the shown ones is not written, a changed one is
 * written alone, and a changed list (an image added, removed or moved, a session edited) writes the
 * whole answer. The position is written in every case; when nothing else changed, without telling the
 * queries watching the journey (useRefreshedJourneyPosition gives the page the position).
 *
 * Images and sessions are compared as JSON with sorted keys (Apollo's canonicalStringify).
 */
export function writeChangedJourney(client: ApolloClient, answer: Journey): void {
  const { cache } = client;
  // Read as the page's query reads it: through the client (which gives the cache the document its queries
  // use) and optimistic. The result the page rendered is memoized there: 0.2 ms against 18 ms for the same
  // read through cache.readQuery, measured in Node on the prerendered cache.
  const shown = client.readQuery({ query: JOURNEY_QUERY }, true);
  // Each changed image with its cache id (from the __typename the answer carries beside the id).
  const changed =
    shown && sameLists(shown, answer)
      ? answer.images.items
          .filter((image, index) => canonicalStringify(image) !== canonicalStringify(shown.images.items[index]))
          .map((image) => ({ image, id: cache.identify(image) }))
      : undefined;
  if (!changed || changed.some(({ id }) => id === undefined)) {
    cache.writeQuery({ query: JOURNEY_QUERY, data: answer });
    return;
  }
  const position = { query: JOURNEY_POSITION_QUERY, data: { journeyPosition: answer.journeyPosition } };
  if (changed.length === 0) {
    // Nothing the page shows changed: its query is not told (it would read every image again and
    // render the page again), and the page takes the position from the refresh itself.
    cache.writeQuery({ ...position, broadcast: false });
    return;
  }
  cache.batch({
    update: (batch) => {
      for (const { image, id } of changed) batch.writeFragment({ id, fragment: ImageDialog_ImageFragmentDoc, fragmentName: 'ImageDialog_image', data: image });
      batch.writeQuery(position);
    },
  });
}
