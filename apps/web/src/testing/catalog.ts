import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { createRouterTransport, type HandlerContext } from '@connectrpc/connect';
import {
  CatalogService,
  type ListTracksRequest,
  type ListTracksResponseSchema,
  type Track,
  TrackSchema,
  TrackSource,
} from '@earshot/contract/catalog/v1/catalog';

type ListTracksAnswer = MessageInitShape<typeof ListTracksResponseSchema>;

/** A transport that implements CatalogService with the given ListTracks handler. */
export function catalogTransport(
  listTracks: (
    request: ListTracksRequest,
    context: HandlerContext,
  ) => ListTracksAnswer | Promise<ListTracksAnswer>,
) {
  return createRouterTransport(({ service }) => {
    service(CatalogService, { listTracks });
  });
}

let nextId = 1;

/** Builds a track with plausible defaults; override what the test is about. */
export function makeTrack(overrides: Partial<MessageInitShape<typeof TrackSchema>> = {}): Track {
  const id = nextId++;
  return create(TrackSchema, {
    trackId: id,
    title: `Track ${id}`,
    artistId: 1,
    artistName: 'Nina Vale',
    albumId: 0,
    genreId: 0,
    duration: 180,
    url: `/media/tracks/${id}.mp3`,
    source: TrackSource.HOSTED,
    imageUrl: '',
    ...overrides,
  });
}
