import { playbackQueue } from './queue';
import { playbackSkips } from './skip';
import { createPlaybackStore, playbackRequests, type PlaybackStore } from './store';

/**
 * The playback of one runtime (ADR 0010): its state (spec 1 §3) and everything pages, the
 * panel and the controller ask of it.
 */
export type Playback = { store: PlaybackStore } & ReturnType<typeof playbackRequests> &
  ReturnType<typeof playbackSkips> &
  ReturnType<typeof playbackQueue>;

export function createPlayback(): Playback {
  const store = createPlaybackStore();
  return {
    store,
    ...playbackRequests(store),
    ...playbackSkips(store),
    ...playbackQueue(store),
  };
}
