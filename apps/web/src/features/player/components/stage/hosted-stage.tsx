import { useEffect } from 'react';
import { CoverImage } from '@/components/ui/cover-image';
import { useAudio } from '@/lib/runtime/hooks';
import { startHosted } from '@/lib/players/hosted';
import { playerTexts } from '../../texts';
import { useEmbedOptions, type StageProps } from './play-source';

/**
 * Hosted audio: the engine plays the file; the area shows the artwork over a blurred copy
 * of itself, and the spec's audio errors when the file fails.
 */
export function HostedStage(props: StageProps) {
  const { track } = props;
  const failure = useAudio((snapshot) => snapshot.failure);
  const blocked = useAudio((snapshot) => snapshot.blocked);
  const options = useEmbedOptions(props);

  useEffect(() => {
    const url = track.embedUrl;
    if (url === null) return;
    const handle = startHosted(url, options);
    return () => handle.destroy();
  }, [track, options]);

  return (
    <div className="relative flex size-full items-center justify-center overflow-hidden">
      <img
        src={track.albumArt}
        alt=""
        aria-hidden
        className="absolute inset-0 size-full scale-125 object-cover opacity-50 blur-2xl"
      />
      <div className="absolute inset-0 bg-linear-to-t from-canvas/80 via-canvas/20 to-transparent" />
      <CoverImage
        src={track.albumArt}
        className="relative aspect-square h-3/4 shadow-2xl ring-1 shadow-black/60 ring-white/10"
      />
      {failure && (
        <p
          role="alert"
          className="absolute inset-x-3 bottom-3 rounded-md bg-canvas/85 px-3 py-2 text-center text-xs font-medium text-danger"
        >
          {failure === 'load' ? playerTexts.audioLoadFailed : playerTexts.audioPlayFailed}
        </p>
      )}
      {!failure && blocked && (
        <p
          role="status"
          className="absolute inset-x-3 bottom-3 rounded-md bg-canvas/85 px-3 py-2 text-center text-xs font-medium text-muted"
        >
          {playerTexts.pressPlay}
        </p>
      )}
    </div>
  );
}
