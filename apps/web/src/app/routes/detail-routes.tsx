import { useParams } from 'react-router';
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
const PlaylistDetails = lazyBody(() =>
  import('@/features/catalog/components/playlists/playlist-details').then((m) => m.PlaylistDetails),
);

// Keyed by id so moving from one item to another starts that page afresh.

/** /artist/:id */
export function ArtistRoute() {
  const { id } = useParams();
  return <ArtistDetails key={id} artistId={parseId(id)} />;
}

/** /album/:id */
export function AlbumRoute() {
  const { id } = useParams();
  return <AlbumDetails key={id} albumId={parseId(id)} />;
}

/** /categories/:genreId */
export function GenreRoute() {
  const { genreId } = useParams();
  return <GenreDetails key={genreId} genreId={parseId(genreId)} />;
}

/** /playlist/:playlistId */
export function PlaylistRoute() {
  const { playlistId = '' } = useParams();
  return <PlaylistDetails key={playlistId} playlistId={playlistId} />;
}
