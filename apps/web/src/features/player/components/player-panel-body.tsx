import { Music } from 'lucide-react';
import { CoverImage } from '@/components/ui/cover-image';
import { useCurrentSong } from '@/lib/playback/hooks';
import { artistLabel } from '@/lib/track-display';
import { playerTexts } from '../texts';

/**
 * The panel until playback arrives: the embedded player's area at its default
 * 348x232 size (spec 1 §9). Empty, it says so; once a page has asked for a song
 * it shows that song's artwork, title and artist, and nothing that pretends to play.
 */
export function PlayerPanelBody() {
  const song = useCurrentSong();
  return (
    <div className="flex flex-col gap-4">
      <div
        data-testid="player-embed"
        className="mx-auto flex aspect-[348/232] w-[348px] max-w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-md bg-linear-to-br from-accent/25 via-raised to-raised ring-1 ring-line"
      >
        {song ? (
          <CoverImage src={song.imageUrl} className="size-full" />
        ) : (
          <>
            <span className="flex size-14 items-center justify-center rounded-full bg-canvas/60 text-accent-strong">
              <Music aria-hidden className="size-7" />
            </span>
            <p className="text-sm font-medium text-muted">{playerTexts.noTracks}</p>
          </>
        )}
      </div>
      {song && (
        <section aria-label={playerTexts.current} className="min-w-0 px-1">
          <p className="truncate text-base font-bold text-ink">{song.title}</p>
          <p className="truncate text-sm text-muted">{artistLabel(song)}</p>
        </section>
      )}
    </div>
  );
}
