import { timestampDate } from '@bufbuild/protobuf/wkt';
import { useQuery } from '@connectrpc/connect-query';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { Link } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { Section } from '@/components/ui/section';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format-date';
import { artistLabel, hasKnownArtist, UNKNOWN_ARTIST } from '@/lib/track-display';
import { summaryTexts } from '../summary-texts';

const linkClass = 'truncate text-ink hover:underline';

/** The caller's latest Listens, newest first (ListRecentListens). */
export function RecentListens() {
  const { data, isPending, isError } = useQuery(ListeningService.method.listRecentListens, {});
  let body;
  if (isPending) body = <StatusMessage tone="loading">{summaryTexts.loading}</StatusMessage>;
  else if (isError) body = <StatusMessage tone="error">{summaryTexts.failed}</StatusMessage>;
  else if (data.listens.length === 0) {
    body = <StatusMessage tone="info">{summaryTexts.recentEmpty}</StatusMessage>;
  } else {
    body = (
      <ol aria-label={summaryTexts.recent} className="flex flex-col gap-1">
        {data.listens.map((listen, i) => (
          <li
            key={`${listen.trackId}-${i}`}
            className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-raised"
          >
            <CoverImage src={listen.imageUrl} className="size-10" />
            <div className="flex min-w-0 flex-1 flex-col text-sm">
              <span className="truncate font-medium text-ink">{listen.trackTitle}</span>
              {hasKnownArtist(listen) ? (
                <Link
                  to={paths.artist.getHref(listen.artistId)}
                  className="truncate text-xs text-muted hover:underline"
                >
                  {listen.artistName}
                </Link>
              ) : (
                <span className="truncate text-xs text-muted">{UNKNOWN_ARTIST}</span>
              )}
            </div>
            <span className="shrink-0 text-xs text-faint">
              {formatMoment(listen.listenedAt ? timestampDate(listen.listenedAt) : undefined)}
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return <Section title={summaryTexts.recent}>{body}</Section>;
}

/** The artists the caller listened to most (ListTopArtists). */
export function TopArtists() {
  const { data, isPending, isError } = useQuery(ListeningService.method.listTopArtists, {});
  let body;
  if (isPending) body = <StatusMessage tone="loading">{summaryTexts.loading}</StatusMessage>;
  else if (isError) body = <StatusMessage tone="error">{summaryTexts.failed}</StatusMessage>;
  else if (data.artists.length === 0) {
    body = <StatusMessage tone="info">{summaryTexts.topArtistsEmpty}</StatusMessage>;
  } else {
    body = (
      <ol aria-label={summaryTexts.topArtists} className="flex flex-col gap-1">
        {data.artists.map((artist) => (
          <li
            key={artist.artistId}
            className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-raised"
          >
            <CoverImage src={artist.avatarUrl} round className="size-10" />
            <Link to={paths.artist.getHref(artist.artistId)} className={linkClass}>
              {artistLabel(artist)}
            </Link>
            <span className="ml-auto shrink-0 text-xs text-muted">
              {summaryTexts.listens(artist.listens)}
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return <Section title={summaryTexts.topArtists}>{body}</Section>;
}
