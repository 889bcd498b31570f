import { PageHeader } from '@/components/ui/page-header';
import { navLabels } from '@/features/shell/texts';
import { lazyBody } from './lazy-body';

const ArtistGrid = lazyBody(() =>
  import('@/features/catalog/components/artists/artist-grid').then((m) => m.ArtistGrid),
);
const AlbumGrid = lazyBody(() =>
  import('@/features/catalog/components/albums/album-grid').then((m) => m.AlbumGrid),
);
const GenreGrid = lazyBody(() =>
  import('@/features/catalog/components/genres/genre-grid').then((m) => m.GenreGrid),
);
const TrendingTracks = lazyBody(() =>
  import('@/features/catalog/components/trending/trending-page').then((m) => m.TrendingTracks),
);
const TrendingPlaylists = lazyBody(() =>
  import('@/features/catalog/components/trending/trending-playlists').then(
    (m) => m.TrendingPlaylists,
  ),
);

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
