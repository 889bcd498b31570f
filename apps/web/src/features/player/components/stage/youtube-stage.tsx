import { parseYouTubeVideoId } from '@earshot/domain';
import { mountYouTube } from '@/lib/players/youtube';
import { ApiStage } from './api-stage';
import type { StageProps } from './play-source';

/** YouTube through the IFrame API; its plain embedded frame when the API does not load. */
export function YouTubeStage(props: StageProps) {
  const { track, play } = props;
  return (
    <ApiStage
      {...props}
      mount={(element, options) =>
        mountYouTube(element, parseYouTubeVideoId(track.url) ?? '', options)
      }
      frameSrc={`${track.embedUrl}?autoplay=${play.autoPlay ? 1 : 0}&playsinline=1&rel=0`}
    />
  );
}
