import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { AddToPlaylistMenu } from './add-to-playlist-menu';
import { FavoriteButton } from './favorite-button';

/** Beside a track (a row, the player panel): its heart and 'Add to playlist'. */
export function TrackActions(props: { track: Track; signedIn: boolean; size?: 'sm' | 'md' }) {
  const { track, signedIn, size } = props;
  return (
    <div className="flex shrink-0 items-center">
      <FavoriteButton
        kind="track"
        itemId={track.trackId}
        name={track.title}
        signedIn={signedIn}
        {...(size ? { size } : {})}
      />
      <AddToPlaylistMenu track={track} signedIn={signedIn} {...(size ? { size } : {})} />
    </div>
  );
}
