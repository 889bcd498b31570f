import { useParams } from 'react-router';
import { AlbumDetails } from '@/features/catalog/components/albums/album-details';
import { ArtistDetails } from '@/features/catalog/components/artists/artist-details';
import { GenreDetails } from '@/features/catalog/components/genres/genre-details';
import { PlaylistDetails } from '@/features/catalog/components/playlists/playlist-details';
import { parseId } from '@/lib/parse-id';

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
