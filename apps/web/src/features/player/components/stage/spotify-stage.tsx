import { parseSpotifyTrackId } from '@earshot/domain';
import { mountSpotify } from '@/lib/players/spotify';
import { EmbedFrame } from './embed-frame';
import { EmbedShell } from './embed-shell';
import { sourceOf, type StageProps } from './play-source';
import { useEmbedMount } from './use-embed-mount';
import { useRuntime } from '@/lib/runtime/context';
import { usePlayerEngines } from '@/lib/runtime/player';

/**
 * Spotify through its iFrame API; the plain embedded frame when the script has not loaded
 * within 5 s (spec 1 §4).
 */
export function SpotifyStage(props: StageProps) {
  const { track, play } = props;
  const source = sourceOf(props);
  const { audio } = useRuntime();
  const players = usePlayerEngines();
  const { ref, mode } = useEmbedMount<HTMLDivElement>(source, (element) =>
    mountSpotify(element, parseSpotifyTrackId(track.url) ?? '', {
      source,
      autoPlay: play.autoPlay,
      engine: audio,
      players,
    }),
  );
  return (
    <EmbedShell mode={mode}>
      {mode === 'fallback' ? (
        <EmbedFrame src={`${track.embedUrl}?utm_source=generator`} title={track.title} />
      ) : (
        <div ref={ref} className="absolute inset-0" />
      )}
    </EmbedShell>
  );
}
