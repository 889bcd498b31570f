import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePlayerEngines } from '@/lib/runtime/player';
import { isPlayable } from '@/lib/track-display';
import { catalogTexts } from '../texts';

/** 'Play all': hands the player the playable tracks from the first; disabled when there are none. */
export function PlayAllButton({ tracks }: { tracks: Track[] }) {
  const { playback } = usePlayerEngines();
  const playable = tracks.filter(isPlayable);
  return (
    <Button onClick={() => playback.requestPlaylist(playable)} disabled={playable.length === 0}>
      <Play aria-hidden className="size-4 fill-current" />
      {catalogTexts.playAll}
    </Button>
  );
}
