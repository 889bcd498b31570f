import { X } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { usePlaybackState, usePlayerEngines } from '@/lib/runtime/player';
import { playerTexts } from '../texts';
import { ListHeader } from './list-header';
import { SongRow } from './song-row';

/** Up next: the queue, played before the list carries on; shown only when it holds songs. */
export function QueueSection() {
  const { playback } = usePlayerEngines();
  const queue = usePlaybackState((state) => state.queue);
  if (queue.length === 0) return null;
  return (
    <section aria-labelledby="player-up-next" className="flex flex-col gap-1">
      <ListHeader
        clearText={playerTexts.clearQueue}
        clearLabel={playerTexts.clearQueueLabel}
        onClear={playback.clearQueue}
      >
        <h3
          id="player-up-next"
          className="text-xs font-semibold tracking-[0.14em] text-faint uppercase"
        >
          {playerTexts.upNext} · {queue.length}
        </h3>
      </ListHeader>
      <ul
        aria-label={playerTexts.upNext}
        className="flex max-h-48 flex-col gap-0.5 overflow-y-auto"
      >
        {queue.map((track, index) => (
          <SongRow
            key={track.trackId}
            track={track}
            current={false}
            playing={false}
            onPlay={() => playback.playQueued(index)}
            trailing={
              <IconButton
                label={playerTexts.removeFromQueue(track.title)}
                size="sm"
                onClick={() => playback.removeFromQueue(index)}
              >
                <X aria-hidden />
              </IconButton>
            }
          />
        ))}
      </ul>
    </section>
  );
}
