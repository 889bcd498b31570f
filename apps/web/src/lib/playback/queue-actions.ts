import { toastDurations } from '@/lib/toast-durations';
import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { toast } from 'sonner';
import type { Playback } from './playback';
import { queueTexts } from './texts';

/** A labelled action of a track's menu. */
export interface TrackAction {
  label: string;
  onSelect: () => void;
}

/** 'Play next' and 'Add to queue' for `track` on `playback`'s queue, each confirmed with a short toast. */
export function queueActions(
  playback: Pick<Playback, 'playNext' | 'addToQueue'>,
  track: Track,
): TrackAction[] {
  return [
    {
      label: queueTexts.playNext,
      onSelect: () => {
        playback.playNext(track);
        toast(queueTexts.playingNext(track.title), { duration: toastDurations.short });
      },
    },
    {
      label: queueTexts.addToQueue,
      onSelect: () => {
        playback.addToQueue(track);
        toast(queueTexts.added(track.title), { duration: toastDurations.short });
      },
    },
  ];
}
