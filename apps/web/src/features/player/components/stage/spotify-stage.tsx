import { parseSpotifyTrackId } from '@earshot/domain';
import { mountSpotify } from '@/lib/players/spotify';
import { ApiStage } from './api-stage';
import type { StageProps } from './play-source';

/**
 * Spotify through its iFrame API; the plain embedded frame when the script has not loaded
 * within 5 s (spec 1 §4).
 */
export function SpotifyStage(props: StageProps) {
  const { track } = props;
  return (
    <ApiStage
      {...props}
      mount={(element, options) =>
        mountSpotify(element, parseSpotifyTrackId(track.url) ?? '', options)
      }
      frameSrc={`${track.embedUrl}?utm_source=generator`}
    />
  );
}
