import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { playerTrackOf } from '@/lib/players/platform';
import { usePlaybackState, usePlayerStatus } from '@/lib/runtime/player';
import { platformNames, playerTexts } from '../../texts';
import { HostedStage } from './hosted-stage';
import { SoundCloudStage } from './soundcloud-stage';
import { SpotifyStage } from './spotify-stage';
import { StageMessage } from './stage-message';
import { YouTubeStage } from './youtube-stage';

/** What the player area shows while no player is mounted. */
function Waiting(props: { listPending: boolean }) {
  const switching = usePlaybackState((state) => state.switching);
  const hasSong = usePlaybackState((state) => state.currentSong !== null);
  if (switching) return <StageMessage tone="loading">{playerTexts.switching}</StageMessage>;
  if (hasSong || props.listPending) {
    return <StageMessage tone="loading">{playerTexts.loading}</StageMessage>;
  }
  return <StageMessage tone="info">{playerTexts.nothingPlaying}</StageMessage>;
}

/**
 * The embedded player's area at its default 348x232 (spec 1 §9), scaling down with the
 * panel. It shows the panel views (loading, switching songs), the spec's texts when a
 * track cannot be played, or the player of the active song's platform. `cover` lies over
 * all of it without unmounting the player (the app's disconnected view).
 */
export function PlayerStage(props: { listPending: boolean; cover?: ReactNode }) {
  const active = usePlaybackState((state) => state.active);
  const switching = usePlaybackState((state) => state.switching);
  const mode = usePlayerStatus((status) => status.mode);
  const track = useMemo(() => (active ? playerTrackOf(active.song) : null), [active]);

  let body;
  if (!active || !track || switching) {
    body = <Waiting listPending={props.listPending} />;
  } else if (track.problem !== null) {
    body = <StageMessage tone="error">{track.problem}</StageMessage>;
  } else {
    const stage = { play: active, track };
    switch (track.platform) {
      case 'hosted':
        body = <HostedStage key={active.playId} {...stage} />;
        break;
      case 'youtube':
        body = <YouTubeStage key={active.playId} {...stage} />;
        break;
      case 'spotify':
        body = <SpotifyStage key={active.playId} {...stage} />;
        break;
      case 'soundcloud':
        body = <SoundCloudStage key={active.playId} {...stage} />;
        break;
      case 'unknown':
        body = <StageMessage tone="error">{playerTexts.unknownPlatform}</StageMessage>;
        break;
    }
  }

  const basic = !switching && track && mode === 'fallback' && track.platform !== 'soundcloud';
  return (
    <div className="flex flex-col gap-1.5">
      <div
        data-testid="player-embed"
        data-platform={track?.platform}
        data-mode={active && !switching ? mode : undefined}
        className="relative mx-auto aspect-[348/232] w-full max-w-[348px] overflow-hidden rounded-md bg-linear-to-br from-accent/25 via-raised to-raised ring-1 ring-line"
      >
        {body}
        {props.cover}
      </div>
      {basic && (
        <p role="status" className="flex items-center gap-1.5 px-1 text-[11px] text-muted">
          <TriangleAlert aria-hidden className="size-3.5 shrink-0 text-amber-400" />
          <span>{playerTexts.basicPlayer(platformNames[track.platform])}</span>
        </p>
      )}
    </div>
  );
}
