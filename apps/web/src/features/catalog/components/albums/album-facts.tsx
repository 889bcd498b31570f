import type { Album } from '@earshot/contract/catalog/v1/catalog';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';
import { artistLabel, hasKnownArtist } from '@/lib/track-display';
import { browseTexts } from '../../texts';

const linkClass = 'font-semibold text-ink hover:underline';

/** The album's line under its title: artist, release date, genre and track count. */
export function AlbumFacts({ album }: { album: Album }) {
  const released = formatCalendarDate(album.releaseDate);
  const facts = [
    hasKnownArtist(album) ? (
      <Link key="artist" to={paths.artist.getHref(album.artistId)} className={linkClass}>
        {artistLabel(album)}
      </Link>
    ) : (
      <span key="artist">{artistLabel(album)}</span>
    ),
    released && (
      <span key="released">
        {browseTexts.released} <time dateTime={album.releaseDate}>{released}</time>
      </span>
    ),
    album.genreId > 0 && album.genreName && (
      <Link key="genre" to={paths.genre.getHref(album.genreId)} className={linkClass}>
        {album.genreName}
      </Link>
    ),
    <span key="tracks">{browseTexts.trackCount(album.trackCount)}</span>,
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      {facts.map((fact, index) => (
        <span key={index} className="flex items-center gap-2">
          {index > 0 && <span aria-hidden>·</span>}
          {fact}
        </span>
      ))}
    </p>
  );
}
