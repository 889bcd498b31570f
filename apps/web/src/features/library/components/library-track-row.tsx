import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { formatMinutesSeconds } from '@earshot/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { QueueMenu } from '@/components/ui/queue-menu';
import { TrackPlayButton } from '@/components/ui/track-play-button';
import { paths } from '@/config/paths';
import { usePlayerEngines } from '@/lib/runtime/player';
import { artistLabel, hasKnownArtist, isPlayable } from '@/lib/track-display';
import { playlistTexts } from '../texts';

/**
 * A track of a library list (liked tracks, an own playlist): play, cover, title, artist,
 * length, then `actions` and the queue menu; the caller puts it in its list item, inside an
 * `@container` list (a narrow list drops the cover, then the length, and below md puts the
 * actions under the track, so a phone reads the title). Playing it hands the player the whole
 * list's playable tracks.
 */
export function LibraryTrackRow(props: {
  track: Track;
  list: Track[];
  lead?: ReactNode;
  actions: ReactNode;
}) {
  const { track, list } = props;
  const { playback } = usePlayerEngines();
  const playable = isPlayable(track);
  return (
    <div className="flex flex-wrap items-center gap-x-2 rounded-md px-1 py-1.5 hover:bg-raised/60 @md:flex-nowrap md:gap-3 md:px-2">
      {props.lead}
      <TrackPlayButton
        track={track}
        label={playlistTexts.play(track.title)}
        onPlay={playable ? () => playback.requestSong(track, list.filter(isPlayable)) : undefined}
      />
      <span className="hidden @md:block">
        <CoverImage src={track.imageUrl} className="size-11" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink">{track.title}</p>
        {hasKnownArtist(track) ? (
          <Link
            to={paths.artist.getHref(track.artistId)}
            className="block truncate text-xs text-muted hover:text-ink hover:underline"
          >
            {artistLabel(track)}
          </Link>
        ) : (
          <p className="truncate text-xs text-muted">{artistLabel(track)}</p>
        )}
      </div>
      <span className="hidden text-sm text-muted tabular-nums @sm:inline">
        {formatMinutesSeconds(track.duration)}
      </span>
      {/* Phone-wide, the actions go under the track so the title keeps the row's width. */}
      <div className="-mt-1 flex shrink-0 basis-full items-center justify-end @md:mt-0 @md:basis-auto">
        {props.actions}
        {playable && <QueueMenu track={track} />}
      </div>
    </div>
  );
}
