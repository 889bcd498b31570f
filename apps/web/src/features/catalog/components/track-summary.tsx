import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import { artistLabel, hasKnownArtist } from '@/lib/track-display';

/** Cover, title and artist of a track; the artist links to their page when known. */
export function TrackSummary({ track, current }: { track: Track; current: boolean }) {
  const artist = artistLabel(track);
  return (
    <div className="flex min-w-0 items-center gap-3">
      {/* A phone-wide list keeps its width for the title. */}
      <span className="hidden @xs:block">
        <CoverImage src={track.imageUrl} className="size-11" />
      </span>
      <div className="min-w-0">
        <p
          className={clsx(
            'truncate text-sm font-medium',
            current ? 'text-accent-strong' : 'text-ink',
          )}
        >
          {track.title}
        </p>
        {hasKnownArtist(track) ? (
          <Link
            to={paths.artist.getHref(track.artistId)}
            className="block truncate text-xs text-muted hover:text-ink hover:underline"
          >
            {artist}
          </Link>
        ) : (
          <p className="truncate text-xs text-muted">{artist}</p>
        )}
      </div>
    </div>
  );
}
