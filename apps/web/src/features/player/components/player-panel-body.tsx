import { Music } from 'lucide-react';
import { playerTexts } from '../texts';

/**
 * What the panel holds until playback arrives: the embedded player's area at its
 * default 348x232 size (spec 1 §9), empty, saying so.
 */
export function PlayerPanelBody() {
  return (
    <div className="flex flex-col gap-4">
      <div
        data-testid="player-embed"
        className="mx-auto flex aspect-[348/232] w-[348px] max-w-full flex-col items-center justify-center gap-3 rounded-md bg-linear-to-br from-accent/25 via-raised to-raised ring-1 ring-line"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-canvas/60 text-accent-strong">
          <Music aria-hidden className="size-7" />
        </span>
        <p className="text-sm font-medium text-muted">{playerTexts.noTracks}</p>
      </div>
    </div>
  );
}
