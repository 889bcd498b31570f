import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { requestPlaylist } from '@/lib/playback/store';
import { isPlayable } from '@/lib/track-display';
import { catalogTexts } from '../texts';

/** 'Play all': hands the player the playable tracks from the first; disabled when there are none. */
export function PlayAllButton({ tracks }: { tracks: Track[] }) {
  const playable = tracks.filter(isPlayable);
  return (
    <Button onClick={() => requestPlaylist(playable)} disabled={playable.length === 0}>
      <Play aria-hidden className="size-4 fill-current" />
      {catalogTexts.playAll}
    </Button>
  );
}
