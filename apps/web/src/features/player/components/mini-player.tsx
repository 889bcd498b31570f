import { ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { CoverImage } from '@/components/ui/cover-image';
import { IconButton } from '@/components/ui/icon-button';
import { usePlaybackState, usePlayerStatus } from '@/lib/runtime/player';
import { artistLabel } from '@/lib/track-display';
import { playerTexts } from '../texts';
import { PlayPauseButton } from './play-pause-button';

/** How far the song has played, as a thin bar; the catalogue's length until the player knows. */
function Progress(props: { fallbackDuration: number }) {
  const position = usePlayerStatus((status) => status.position);
  const reported = usePlayerStatus((status) => status.duration);
  const duration = reported > 0 ? reported : props.fallbackDuration;
  const shown = Math.min(position, duration);
  const percent = duration > 0 ? (shown / duration) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={playerTexts.progress}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      className="absolute inset-x-0 top-0 h-0.5 bg-line"
    >
      <div className="h-full bg-accent-strong" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The player below md (spec 1 §2 breakpoints): a bar fixed at the bottom with the song's
 * title, its progress, the member's earning figure (`figure`, from the app) and play/pause;
 * the song or the chevron expands it to the full panel.
 */
export function MiniPlayer(props: { figure?: ReactNode; expandId: string; onExpand: () => void }) {
  const song = usePlaybackState((state) => state.currentSong);
  return (
    <section
      aria-label={playerTexts.miniPlayer}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-line bg-surface/95 px-2 py-2 backdrop-blur md:hidden"
    >
      {song && <Progress fallbackDuration={song.duration} />}
      {/* The song is a mouse and touch shortcut to the chevron, which keyboards use. */}
      <div
        onClick={props.onExpand}
        className="flex min-w-0 flex-1 cursor-pointer items-center gap-2"
      >
        <CoverImage src={song?.imageUrl ?? ''} className="size-10" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink" data-testid="mini-title">
            {song ? song.title : playerTexts.nothingPlaying}
          </span>
          {song && <span className="block truncate text-xs text-muted">{artistLabel(song)}</span>}
        </span>
      </div>
      {props.figure}
      {song && <PlayPauseButton size="md" />}
      <IconButton
        id={props.expandId}
        label={playerTexts.expand}
        aria-expanded={false}
        onClick={props.onExpand}
      >
        <ChevronUp aria-hidden />
      </IconButton>
    </section>
  );
}
