import { ExternalLink } from 'lucide-react';
import { connectSoundCloud, soundCloudFrameUrl } from '@/lib/players/soundcloud';
import { platformNames, playerTexts } from '../../texts';
import { EmbedFrame } from './embed-frame';
import { EmbedShell } from './embed-shell';
import type { StageProps } from './play-source';
import { StageMessage } from './stage-message';
import { useEmbedMount } from './use-embed-mount';

/**
 * SoundCloud's widget, driven through its Widget API. Without a ready signal within 10 s
 * (spec 1 §4) it gives up and says so, with a link to the track on SoundCloud.
 */
export function SoundCloudStage(props: StageProps) {
  const { track, play } = props;
  const { ref, mode } = useEmbedMount<HTMLIFrameElement>(props, connectSoundCloud);
  const name = platformNames.soundcloud;
  if (mode === 'fallback') {
    return (
      <StageMessage
        tone="error"
        detail={
          <a
            href={track.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-xs font-semibold text-accent-strong hover:underline"
          >
            {playerTexts.openOn(name)}
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        }
      >
        {playerTexts.gaveUp(name)}
      </StageMessage>
    );
  }
  return (
    <EmbedShell mode={mode}>
      <EmbedFrame
        ref={ref}
        src={soundCloudFrameUrl(track.embedUrl ?? '', play.autoPlay)}
        title={track.title}
        className="absolute inset-0"
      />
    </EmbedShell>
  );
}
