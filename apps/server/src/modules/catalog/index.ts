// The catalogue's public surface: other contexts and the composition import only this (ADR 0007).
export { catalogHandlers, window, type PublicPlaylistRpc } from './catalog.handlers';
export { periodName, toAlbum, toArtist, toPeriod, toTrack } from './catalog.mappers';
export { createCatalogService, type CatalogService, type Paged } from './catalog.service';
export { createAlbumRepo } from './album.repo';
export { createArtistRepo } from './artist.repo';
export { createGenreRepo } from './genre.repo';
export { found, pageOrThrow } from './page-or-throw';
export { shared, sharePolicies } from './shared-answers';
export {
  createTrackRepo,
  trackColumns,
  trackOf,
  type TrackFields,
  type TrackRecord,
  type TrackRepo,
} from './track.repo';
export { createTrendingJob } from './trending/trending-job';
export { createTrendingJobRepo } from './trending/trending-job.repo';
export { createTrendingRepo } from './trending/trending.repo';
export { createTrendingService, type TrendingService } from './trending/trending.service';
