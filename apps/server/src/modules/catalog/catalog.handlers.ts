import type { ServiceImpl } from '@connectrpc/connect';
import type { CatalogService as CatalogServiceDesc } from '@earshot/contract/catalog/v1/catalog';
import {
  periodName,
  toAlbum,
  toArtist,
  toEntry,
  toGenre,
  toPeriod,
  toPlaylist,
  toTrack,
  toTrendingTrack,
} from './catalog.mappers';
import type { CatalogService } from './catalog.service';
import type { TrendingService } from './trending/trending.service';

const window = ({ page, total }: { page: { offset: number; limit: number }; total: number }) => ({
  total,
  offset: page.offset,
  limit: page.limit,
});

/**
 * The catalogue's RPC handlers: translate only. None reads the call's context (every catalogue
 * read is public), so each also serves as a hot read (rpc/hot-reads.ts).
 */
export function catalogHandlers(catalog: CatalogService, trending: TrendingService) {
  return {
    async listArtists(req) {
      const res = await catalog.listArtists(req);
      return { artists: res.rows.map(toArtist), ...window(res) };
    },
    async getArtist(req) {
      return { artist: toArtist(await catalog.getArtist(req.artistId)) };
    },
    async listAlbums(req) {
      const res = await catalog.listAlbums(req);
      return { albums: res.rows.map(toAlbum), ...window(res) };
    },
    async getAlbum(req) {
      return { album: toAlbum(await catalog.getAlbum(req.albumId)) };
    },
    async listTracks(req) {
      const res = await catalog.listTracks(req);
      return { tracks: res.rows.map(toTrack), ...window(res) };
    },
    async getTrack(req) {
      return { track: toTrack(await catalog.getTrack(req.trackId)) };
    },
    async listGenres() {
      return { genres: (await catalog.listGenres()).map(toGenre) };
    },
    async getGenre(req) {
      return { genre: toGenre(await catalog.getGenre(req.genreId)) };
    },
    async getPublicPlaylists(req) {
      const res = await catalog.getPublicPlaylists(req);
      return { playlists: res.rows.map(toPlaylist), ...window(res) };
    },
    async getPlaylist(req) {
      return { playlist: toPlaylist(await catalog.getPlaylist(req.playlistId)) };
    },
    async listPlaylistTracks(req) {
      const res = await catalog.listPlaylistTracks(req);
      return { entries: res.rows.map(toEntry), ...window(res) };
    },
    async getTrendingTracks(req) {
      const period = periodName(req.periodType);
      const res = await trending.getTrendingTracks({ ...req, period });
      return {
        tracks: res.rows.map(toTrendingTrack),
        ...window(res),
        periodType: toPeriod(period),
        periodDate: res.periodDate,
      };
    },
    async getTrendingPlaylists(req) {
      const period = periodName(req.periodType);
      const res = await trending.getTrendingPlaylists({ ...req, period });
      return {
        playlists: res.rows.map((row) => ({
          playlist: toPlaylist(row.playlist),
          rank: row.rank,
          plays: row.plays,
        })),
        ...window(res),
        periodType: toPeriod(period),
      };
    },
  } satisfies ServiceImpl<typeof CatalogServiceDesc>;
}
