import { CardGrid } from '@/components/ui/media-card';
import { useGenres } from '../../api/use-genres';
import { browseTexts } from '../../texts';
import { GenreCard } from '../cards';
import { QueryStates } from '../query-states';

/** Every genre as a card leading to its page (/categories and Discover). */
export function GenreGrid() {
  const query = useGenres();
  const data = query.data;
  const genres = data?.genres ?? [];
  return (
    <QueryStates
      query={query}
      isEmpty={genres.length === 0}
      failed={browseTexts.genresFailed}
      empty={browseTexts.noGenres}
    >
      {() => (
        <CardGrid label={browseTexts.genres}>
          {genres.map((genre) => (
            <GenreCard key={genre.genreId} genre={genre} />
          ))}
        </CardGrid>
      )}
    </QueryStates>
  );
}
