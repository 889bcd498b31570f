import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  type CatalogService as CatalogServiceDesc,
  TrackSchema,
  TrackSource,
  type Track,
} from '@earshot/contract/catalog/v1/catalog';
import type { CatalogService } from './catalog.service';
import type { TrackRecord } from './track.repo';

const SOURCE: Record<TrackRecord['source'], TrackSource> = {
  hosted: TrackSource.HOSTED,
  spotify: TrackSource.SPOTIFY,
  youtube: TrackSource.YOUTUBE,
  soundcloud: TrackSource.SOUNDCLOUD,
};

/** Maps a stored track onto the wire. */
export function toTrack(row: TrackRecord): Track {
  return create(TrackSchema, {
    trackId: row.id,
    title: row.title,
    artistId: row.artistId,
    artistName: row.artistName ?? '',
    albumId: row.albumId ?? 0,
    genreId: row.genreId ?? 0,
    duration: row.durationSeconds,
    url: row.url,
    source: SOURCE[row.source],
    imageUrl: row.imageUrl,
  });
}

/** The catalogue's RPC handlers: translate only. */
export function catalogHandlers(service: CatalogService): ServiceImpl<typeof CatalogServiceDesc> {
  return {
    async listTracks(req) {
      const { rows, total, page } = await service.listTracks(req);
      return { tracks: rows.map(toTrack), total, offset: page.offset, limit: page.limit };
    },
  };
}
