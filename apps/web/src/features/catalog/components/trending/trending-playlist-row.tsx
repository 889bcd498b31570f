import type { Playlist } from '@earshot/contract/catalog/v1/catalog';
import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import { browseTexts, trendingTexts } from '../../texts';

/** One ranked playlist: rank, cover, title (a link to it), creator and track count, plays. */
export function TrendingPlaylistRow(props: { rank: number; plays: number; playlist: Playlist }) {
  const { rank, plays, playlist } = props;
  return (
    <li className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-3 @md:grid-cols-[2.5rem_minmax(0,1fr)_auto] rounded-md px-1 py-2 hover:bg-raised/60">
      <span className="text-center text-base font-bold text-ink tabular-nums">{rank}</span>
      <div className="flex min-w-0 items-center gap-3">
        <CoverImage src={playlist.coverImage || playlist.imageUrl} className="size-12" />
        <div className="min-w-0">
          <Link
            to={paths.playlist.getHref(playlist.playlistId)}
            className="block truncate text-sm font-semibold text-ink hover:underline"
          >
            {playlist.title}
          </Link>
          <p className="truncate text-xs text-muted">
            {[playlist.creatorName, browseTexts.trackCount(playlist.trackCount)]
              .filter((part) => part !== '')
              .join(' · ')}
          </p>
          {/* Phone-wide, the plays go under the playlist so the title keeps the row's width. */}
          <p className="truncate text-xs text-muted tabular-nums @md:hidden">
            {trendingTexts.plays(plays)}
          </p>
        </div>
      </div>
      <span className="hidden text-right text-xs text-muted tabular-nums @md:block">
        {trendingTexts.plays(plays)}
      </span>
    </li>
  );
}
