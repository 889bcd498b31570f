import type { ServiceImpl } from '@connectrpc/connect';
import type { CatalogService as CatalogServiceDesc } from '@earshot/contract/catalog/v1/catalog';
import {
  periodName,
  toAlbum,
  toArtist,
  toGenre,
  toPeriod,
  toTrack,
  toTrendingTrack,
} from './catalog.mappers';
import type { CatalogService } from './catalog.service';
import { shared, sharePolicies } from './shared-answers';
import type { TrendingService } from './trending/trending.service';

/** A page's window fields as the wire answers them. */
export const window = ({
  page,
  total,
}: {
  page: { offset: number; limit: number };
  total: number;
}) => ({
  total,
  offset: page.offset,
  limit: page.limit,
});

/**
 * The CatalogService calls the library answers: playlists live there (ADR 0007), and
 * rpc/routes.ts mounts the library's handlers for them on the same service.
 */
export type PublicPlaylistRpc =
  'getPublicPlaylists' | 'getPlaylist' | 'listPlaylistTracks' | 'getTrendingPlaylists';

/**
 * The catalogue's RPC handlers: translate only. Every read here is the same for every caller,
 * so identical requests share an answer for `cacheMs` (ADR 0009).
 */
export function catalogHandlers(catalog: CatalogService, trending: TrendingService, cacheMs = 0) {
  const { items, pages } = sharePolicies(cacheMs);
  return {
    listArtists: shared(async (req) => {
      const res = await catalog.listArtists(req);
      return { artists: res.rows.map(toArtist), ...window(res) };
    }, pages),
    getArtist: shared(async (req) => {
      return { artist: toArtist(await catalog.getArtist(req.artistId)) };
    }, items),
    listAlbums: shared(async (req) => {
      const res = await catalog.listAlbums(req);
      return { albums: res.rows.map(toAlbum), ...window(res) };
    }, pages),
    getAlbum: shared(async (req) => {
      return { album: toAlbum(await catalog.getAlbum(req.albumId)) };
    }, items),
    listTracks: shared(async (req) => {
      const res = await catalog.listTracks(req);
      return { tracks: res.rows.map(toTrack), ...window(res) };
    }, pages),
    getTrack: shared(async (req) => {
      return { track: toTrack(await catalog.getTrack(req.trackId)) };
    }, items),
    listGenres: shared(async () => {
      return { genres: (await catalog.listGenres()).map(toGenre) };
    }, pages),
    getGenre: shared(async (req) => {
      return { genre: toGenre(await catalog.getGenre(req.genreId)) };
    }, items),
    getTrendingTracks: shared(async (req) => {
      const period = periodName(req.periodType);
      const res = await trending.getTrendingTracks({ ...req, period });
      return {
        tracks: res.rows.map(toTrendingTrack),
        ...window(res),
        periodType: toPeriod(period),
        periodDate: res.periodDate,
      };
    }, pages),
  } satisfies Omit<ServiceImpl<typeof CatalogServiceDesc>, PublicPlaylistRpc>;
}
