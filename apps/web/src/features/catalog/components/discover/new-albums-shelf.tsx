import { Link } from 'react-router';
import { CardGrid } from '@/components/ui/media-card';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { useNewAlbums } from '../../api/use-albums';
import { browseTexts, catalogTexts, discoverTexts } from '../../texts';
import { AlbumCard } from '../cards';
import { QueryStates } from '../query-states';

/** Discover's newest albums, with a link to all of them. */
export function NewAlbumsShelf() {
  const query = useNewAlbums();
  const data = query.data;
  const albums = data?.albums ?? [];
  const seeAll = (
    <Link
      to={paths.albums.getHref()}
      aria-label={catalogTexts.seeAllAlbums}
      className="text-sm font-semibold text-muted hover:text-ink hover:underline"
    >
      {catalogTexts.seeAll}
    </Link>
  );
  return (
    <Section title={discoverTexts.newAlbums} action={seeAll}>
      <QueryStates
        query={query}
        isEmpty={albums.length === 0}
        failed={browseTexts.albumsFailed}
        empty={browseTexts.noAlbums}
      >
        {() => (
          <CardGrid label={discoverTexts.newAlbums}>
            {albums.map((album) => (
              <AlbumCard key={album.albumId} album={album} />
            ))}
          </CardGrid>
        )}
      </QueryStates>
    </Section>
  );
}
