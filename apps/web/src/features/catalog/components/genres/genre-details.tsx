import { DetailHeader } from '@/components/ui/detail-header';
import { Section } from '@/components/ui/section';
import { StatusMessage } from '@/components/ui/status-message';
import { pageSizes } from '../../api/paging';
import { useGenre } from '../../api/use-genres';
import { browseTexts, catalogTexts, trendingTexts } from '../../texts';
import { EntityFailure } from '../entity-failure';
import { PagedTracks } from '../paged-tracks';
import { TrendingTop } from '../trending/trending-top';

/** /categories/:genreId: the genre, its top of today's ranking, then its tracks. */
export function GenreDetails({ genreId }: { genreId: number | null }) {
  return genreId === null ? <EntityFailure of="genre" /> : <GenreView genreId={genreId} />;
}

function GenreView({ genreId }: { genreId: number }) {
  const { data, status, error } = useGenre(genreId);
  if (status === 'pending') {
    return <StatusMessage tone="loading">{catalogTexts.loading}</StatusMessage>;
  }
  if (status === 'error' || !data.genre)
    return <EntityFailure of="genre" error={error ?? undefined} />;
  const genre = data.genre;
  return (
    <>
      <DetailHeader imageUrl={genre.imageUrl} kicker={browseTexts.genre} title={genre.name}>
        {genre.description && <p className="max-w-prose text-sm text-muted">{genre.description}</p>}
        <p className="text-sm text-faint">{browseTexts.trackCount(genre.trackCount)}</p>
      </DetailHeader>
      <div className="flex flex-col gap-10">
        <TrendingTop
          title={trendingTexts.inGenre(genre.name)}
          genreId={genreId}
          limit={pageSizes.genreTrending}
        />
        <Section title={catalogTexts.tracks}>
          <PagedTracks filter={{ genreId }} />
        </Section>
      </div>
    </>
  );
}
