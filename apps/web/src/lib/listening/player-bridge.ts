import type { PlayerChannel, PlayerStatus } from '@/lib/players/events';
import type { SongChangeGates } from '@/lib/playback/song-change';
import type { ListeningClient } from './client';

/** What the bridge asks of the listening client. */
export type ListeningCommands = Pick<ListeningClient, 'play' | 'pause' | 'end'>;

/** The track whose sound is really playing now, or null (paused, buffering, muted, failed). */
function audibleTrack(status: PlayerStatus): number | null {
  return status.state === 'playing' && !status.muted && status.source
    ? status.source.trackId
    : null;
}

/**
 * Ties the players to the listening session (DESIGN.md, proof of listen): `play` only when a
 * player reports real playback and the sound is not muted, `pause` when it stops, buffers,
 * fails or is muted, `end` when the song ends. Every song change waits on the session's end
 * first (the gate; song-change.ts gives up after 5 s). The 215 s autoplay fallback never
 * reports 'playing', so the time it covers never earns. Returns the function that unties them.
 */
export function bridgePlayerToListening(
  client: ListeningCommands,
  player: { channel: PlayerChannel; songChange: SongChangeGates },
): () => void {
  const { channel, songChange } = player;
  let playing: number | null = null;

  const sync = () => {
    const track = audibleTrack(channel.getStatus());
    if (track === playing) return;
    playing = track;
    if (track === null) client.pause();
    else client.play(track);
  };

  const offEvents = channel.onEvent((signal) => {
    switch (signal.type) {
      case 'ended':
        playing = null;
        void client.end();
        return;
      case 'position':
        return;
      case 'playing':
      case 'paused':
      case 'buffering':
      case 'muted':
      case 'error':
        sync();
    }
  });
  const offGate = songChange.install(() => {
    playing = null;
    return client.end();
  });
  // Signing in while a song plays: it earns from now on.
  sync();
  return () => {
    offEvents();
    offGate();
  };
}
