import type { EmbedHandle, EmbedOptions } from '@/lib/players/embed';
import { EmbedFrame } from './embed-frame';
import { EmbedShell } from './embed-shell';
import type { StageProps } from './play-source';
import { useEmbedMount } from './use-embed-mount';

/**
 * A platform whose script API mounts its player in an element of ours (YouTube, Spotify); the
 * platform's plain embedded frame (`frameSrc`) when the API does not load (spec 1 §4).
 */
export function ApiStage(
  props: StageProps & {
    mount: (element: HTMLDivElement, options: EmbedOptions) => Promise<EmbedHandle>;
    frameSrc: string;
  },
) {
  const { ref, mode } = useEmbedMount(props, props.mount);
  return (
    <EmbedShell mode={mode}>
      {mode === 'fallback' ? (
        <EmbedFrame src={props.frameSrc} title={props.track.title} />
      ) : (
        <div ref={ref} className="absolute inset-0" />
      )}
    </EmbedShell>
  );
}
