import { useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImagePresence_PresenceFragment } from '../../../generated/graphql.ts';
import { useAdminFeed } from '../useAdminFeed.ts';
import { IMAGE_PRESENCE, SET_IMAGE_PRESENCE, TAKE_OVER_IMAGE } from './presenceApi.ts';
import { presenceCopy } from './presenceCopy.ts';
import { tabId } from './tabId.ts';

export interface ImagePresenceApi {
  /** Who else has the image open (names; another tab of this account reads 'you (another tab)'), not editing. */
  readonly viewing: readonly string[];
  /** Who else is editing it. */
  readonly editors: readonly string[];
  /** Another administrator editing the image, whom starting an edit would take over from. */
  readonly otherEditor: string | null;
  /** The administrator who took over this tab's edit, while this tab's form is still open. */
  readonly takenOverBy: string | null;
  readonly startEditing: () => void;
  readonly stopEditing: () => void;
  /** Makes this tab the editor; resolves false when the server could not be told. */
  readonly takeOver: () => Promise<boolean>;
}

const nameOf = (viewer: ImagePresence_PresenceFragment['viewers'][number]) => (viewer.sameAccount ? presenceCopy.you : viewer.account);
const distinct = (names: string[]) => [...new Set(names)];

/**
 * This tab's presence on an image's detail page: while mounted, the other administrators see this
 * tab (the server holds it for as long as the subscription is open), and this tab sees them. Presence
 * is advisory: a failed update leaves the page usable.
 */
export function useImagePresence(imageId: string): ImagePresenceApi {
  const [presence, setPresence] = useState<ImagePresence_PresenceFragment>();
  /** Whether this tab means to be the editor (until it stops, or someone takes over). */
  const claimed = useRef(false);
  const feed = useAdminFeed();
  useSubscription(IMAGE_PRESENCE, {
    variables: { imageId, tabId },
    skip: feed.ended,
    onError: feed.onError,
    onData: ({ data }) => {
      if (data.data) setPresence(data.data.imagePresence);
    },
  });
  const [setImagePresence] = useMutation(SET_IMAGE_PRESENCE);
  const [takeOverImage] = useMutation(TAKE_OVER_IMAGE);

  const send = useCallback(
    (editing: boolean) => {
      setImagePresence({ variables: { imageId, tabId, editing } }).then(
        ({ data }) => data && setPresence(data.setImagePresence),
        () => undefined,
      );
    },
    [imageId, setImagePresence],
  );

  useEffect(() => {
    if (!presence) return;
    if (presence.takenOverBy) claimed.current = false;
    // The tab's row is new after a reconnect: claim the edit again (nobody took it over).
    else if (claimed.current && !presence.editing) send(true);
  }, [presence, send]);

  const startEditing = useCallback(() => {
    claimed.current = true;
    send(true);
  }, [send]);
  const stopEditing = useCallback(() => {
    claimed.current = false;
    send(false);
  }, [send]);
  const takeOver = useCallback(async () => {
    try {
      const { data } = await takeOverImage({ variables: { imageId, tabId } });
      if (!data) return false;
      claimed.current = true;
      setPresence(data.takeOverImage);
      return true;
    } catch {
      return false;
    }
  }, [imageId, takeOverImage]);

  const viewers = presence?.viewers ?? [];
  const editors = distinct(viewers.filter((viewer) => viewer.editing).map(nameOf));
  return {
    viewing: distinct(viewers.filter((viewer) => !viewer.editing).map(nameOf)).filter((name) => !editors.includes(name)),
    editors,
    otherEditor: viewers.find((viewer) => viewer.editing && !viewer.sameAccount)?.account ?? null,
    takenOverBy: presence?.takenOverBy ?? null,
    startEditing,
    stopEditing,
    takeOver,
  };
}
