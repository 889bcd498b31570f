import { parseYouTubeVideoId } from '@earshot/domain';
import { mountYouTube } from '@/lib/players/youtube';
import { EmbedFrame } from './embed-frame';
import { EmbedShell } from './embed-shell';
import { sourceOf, type StageProps } from './play-source';
import { useEmbedMount } from './use-embed-mount';
import { useRuntime } from '@/lib/runtime/context';
import { usePlayerEngines } from '@/lib/runtime/player';

/** YouTube through the IFrame API; its plain embedded frame when the API does not load. */
export function YouTubeStage(props: StageProps) {
  const { track, play } = props;
  const source = sourceOf(props);
  const { audio } = useRuntime();
  const players = usePlayerEngines();
  const { ref, mode } = useEmbedMount<HTMLDivElement>(source, (element) =>
    mountYouTube(element, parseYouTubeVideoId(track.url) ?? '', {
      source,
      autoPlay: play.autoPlay,
      engine: audio,
      players,
    }),
  );
  return (
    <EmbedShell mode={mode}>
      {mode === 'fallback' ? (
        <EmbedFrame
          src={`${track.embedUrl}?autoplay=${play.autoPlay ? 1 : 0}&playsinline=1&rel=0`}
          title={track.title}
        />
      ) : (
        <div ref={ref} className="absolute inset-0" />
      )}
    </EmbedShell>
  );
}
