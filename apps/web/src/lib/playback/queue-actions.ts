import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { toast } from 'sonner';
import { addToQueue, playNext } from './queue';
import { queueTexts } from './texts';

/** A labelled action of a track's menu. */
export interface TrackAction {
  label: string;
  onSelect: () => void;
}

/** 'Play next' and 'Add to queue' for `track`, each confirmed with a short toast. */
export function queueActions(track: Track): TrackAction[] {
  return [
    {
      label: queueTexts.playNext,
      onSelect: () => {
        playNext(track);
        toast(queueTexts.playingNext(track.title), { duration: 3000 });
      },
    },
    {
      label: queueTexts.addToQueue,
      onSelect: () => {
        addToQueue(track);
        toast(queueTexts.added(track.title), { duration: 3000 });
      },
    },
  ];
}
