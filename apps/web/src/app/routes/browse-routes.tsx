import { PageHeader } from '@/components/ui/page-header';
import { AlbumGrid } from '@/features/catalog/components/albums/album-grid';
import { ArtistGrid } from '@/features/catalog/components/artists/artist-grid';
import { GenreGrid } from '@/features/catalog/components/genres/genre-grid';
import { TrendingTracks } from '@/features/catalog/components/trending/trending-page';
import { TrendingPlaylists } from '@/features/catalog/components/trending/trending-playlists';
import { navLabels } from '@/features/shell/texts';

/** /artists */
export function ArtistsRoute() {
  return (
    <>
      <PageHeader title={navLabels.artists} />
      <ArtistGrid />
    </>
  );
}

/** /albums */
export function AlbumsRoute() {
  return (
    <>
      <PageHeader title={navLabels.albums} />
      <AlbumGrid />
    </>
  );
}

/** /categories */
export function CategoriesRoute() {
  return (
    <>
      <PageHeader title={navLabels.categories} />
      <GenreGrid />
    </>
  );
}

/** /trending (label Top trending) */
export function TrendingRoute() {
  return (
    <>
      <PageHeader title={navLabels.trending} />
      <TrendingTracks />
    </>
  );
}

/** /trending-playlist */
export function TrendingPlaylistRoute() {
  return (
    <>
      <PageHeader title={navLabels.trendingPlaylist} />
      <TrendingPlaylists />
    </>
  );
}
