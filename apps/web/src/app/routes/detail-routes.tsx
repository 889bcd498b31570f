import { useParams, useSearchParams } from 'react-router';
import { albumParams } from '@/config/paths';
import { useSession } from '@/features/account/api/use-session';
import { parseId } from '@/lib/parse-id';
import { lazyBody } from './lazy-body';

const ArtistDetails = lazyBody(() =>
  import('@/features/catalog/components/artists/artist-details').then((m) => m.ArtistDetails),
);
const AlbumDetails = lazyBody(() =>
  import('@/features/catalog/components/albums/album-details').then((m) => m.AlbumDetails),
);
const GenreDetails = lazyBody(() =>
  import('@/features/catalog/components/genres/genre-details').then((m) => m.GenreDetails),
);
const PlaylistPage = lazyBody(() => import('./playlist-page').then((m) => m.PlaylistPage));

// Keyed by id so moving from one item to another starts that page afresh.

/** /artist/:id */
export function ArtistRoute() {
  const { id } = useParams();
  return <ArtistDetails key={id} artistId={parseId(id)} />;
}

/** /album/:id, and a track link: /album/:id?track={trackId} selects that track. */
export function AlbumRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const selected = parseId(params.get(albumParams.track) ?? undefined);
  return <AlbumDetails key={id} albumId={parseId(id)} selectedTrackId={selected} />;
}

/** /categories/:genreId */
export function GenreRoute() {
  const { genreId } = useParams();
  return <GenreDetails key={genreId} genreId={parseId(genreId)} />;
}

/** /playlist/:playlistId: its owner's page to edit, everyone else's to read. */
export function PlaylistRoute() {
  const { playlistId = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return null;
  return (
    <PlaylistPage
      key={playlistId}
      playlistId={playlistId}
      signedIn={session.status === 'signed-in'}
    />
  );
}
