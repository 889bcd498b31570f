import { CardGrid } from '@/components/ui/media-card';
import { useArtistPages } from '../../api/use-artists';
import { browseTexts } from '../../texts';
import { ArtistCard } from '../cards';
import { PagedFooter } from '../paged-footer';
import { QueryStates } from '../query-states';

/** /artists: every artist by name, with load more. */
export function ArtistGrid() {
  const query = useArtistPages();
  const artists = query.data?.pages.flatMap((page) => page.artists) ?? [];
  return (
    <QueryStates
      query={query}
      isEmpty={artists.length === 0}
      failed={browseTexts.artistsFailed}
      empty={browseTexts.noArtists}
    >
      {() => (
        <>
          <CardGrid label={browseTexts.artists}>
            {artists.map((artist) => (
              <ArtistCard key={artist.artistId} artist={artist} />
            ))}
          </CardGrid>
          <PagedFooter query={query} failed={browseTexts.artistsFailed} />
        </>
      )}
    </QueryStates>
  );
}
