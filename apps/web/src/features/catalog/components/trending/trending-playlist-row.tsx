import type { Playlist } from '@earshot/contract/catalog/v1/catalog';
import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import { browseTexts, trendingTexts } from '../../texts';

/** One ranked playlist: rank, cover, title (a link to it), creator and track count, plays. */
export function TrendingPlaylistRow(props: { rank: number; plays: number; playlist: Playlist }) {
  const { rank, plays, playlist } = props;
  return (
    <li className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 rounded-md px-1 py-2 hover:bg-raised/60">
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
        </div>
      </div>
      <span className="text-right text-xs text-muted tabular-nums">
        {trendingTexts.plays(plays)}
      </span>
    </li>
  );
}
