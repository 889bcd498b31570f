import { CardGrid } from '@/components/ui/media-card';
import { useAlbumPages } from '../../api/use-albums';
import { browseTexts } from '../../texts';
import { AlbumCard } from '../cards';
import { PagedFooter } from '../paged-footer';
import { QueryStates } from '../query-states';

/** Albums, newest first, with load more: all of them (/albums) or one artist's. */
export function AlbumGrid({ artistId }: { artistId?: number }) {
  const query = useAlbumPages(artistId === undefined ? {} : { artistId });
  const albums = query.data?.pages.flatMap((page) => page.albums) ?? [];
  return (
    <QueryStates
      query={query}
      isEmpty={albums.length === 0}
      failed={browseTexts.albumsFailed}
      empty={browseTexts.noAlbums}
    >
      {() => (
        <>
          <CardGrid label={browseTexts.albums}>
            {albums.map((album) => (
              <AlbumCard key={album.albumId} album={album} />
            ))}
          </CardGrid>
          <PagedFooter query={query} failed={browseTexts.albumsFailed} />
        </>
      )}
    </QueryStates>
  );
}
