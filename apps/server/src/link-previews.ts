import { AppError } from './errors';
import type { LinkPreview, PageAnswer } from './http/link-preview';
import { found } from './modules/catalog';
import type { createServices } from './services';

type Services = Pick<ReturnType<typeof createServices>, 'catalog' | 'playlists'>;

const APP_NAME = 'Earshot';
const titled = (...parts: string[]) => [...parts.filter(Boolean), APP_NAME].join(' · ');
const tracks = (count: number) => `${count} ${count === 1 ? 'track' : 'tracks'}`;
/** A catalogue id as an address writes it (the web app's paths.ts): digits only. */
const CATALOG_ID = /^\d{1,10}$/;
/** The query parameter of a track link: `/album/{albumId}?track={trackId}` (the web app's paths.ts). */
const TRACK_PARAM = 'track';

/** Who asks for the page: the signed-in user its session cookie names, if any (read on demand). */
export type ViewerOf = () => Promise<string | undefined>;

/** An item's preview, or `app` for a page only the viewer may see (index.html as built). */
type Read = (
  services: Services,
  id: string,
  query: URLSearchParams,
  viewerOf: ViewerOf,
) => Promise<LinkPreview | 'app'>;

/** The id of an address, or the item's not-found when it is not a catalogue id. */
const catalogId = (id: string, what: 'album' | 'artist') =>
  found(CATALOG_ID.test(id) ? Number(id) : undefined, what);

/** The album's preview, or the preview of its track named by `?track=` when it is on the album. */
const albumPage: Read = async ({ catalog }, id, query) => {
  const album = await catalog.getAlbum(catalogId(id, 'album'));
  const artist = album.artistName ?? '';
  const albumPreview: LinkPreview = {
    title: titled(album.title, artist),
    description: [`Album${artist ? ` by ${artist}` : ''}`, tracks(album.trackCount)].join(' · '),
    imageUrl: album.coverUrl,
    type: 'music.album',
    path: `/album/${album.id}`,
  };
  const trackId = query.get(TRACK_PARAM) ?? '';
  if (!CATALOG_ID.test(trackId)) return albumPreview;
  // A track of another album, or none: the album's own preview, telling nothing of the track.
  const track = await catalog.getTrack(Number(trackId)).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (track?.albumId !== album.id) return albumPreview;
  const by = track.artistName ?? artist;
  return {
    title: titled(track.title, by),
    description: [`Song${by ? ` by ${by}` : ''}`, `from ${album.title}`].join(' · '),
    imageUrl: track.imageUrl || album.coverUrl,
    type: 'music.song',
    path: `${albumPreview.path}?${TRACK_PARAM}=${track.id}`,
  };
};

/** The pages a shared link can name (the web app's paths.ts), each with how to read its item. */
const pages: Array<[RegExp, Read]> = [
  [/^\/album\/([^/]+)$/, albumPage],
  [
    /^\/artist\/([^/]+)$/,
    async ({ catalog }, id) => {
      const artist = await catalog.getArtist(catalogId(id, 'artist'));
      return {
        title: titled(artist.name),
        description: artist.bio || `${artist.name} on ${APP_NAME}`,
        imageUrl: artist.avatarUrl,
        type: 'profile',
        path: `/artist/${artist.id}`,
      };
    },
  ],
  [
    /^\/playlist\/([^/]+)$/,
    async ({ playlists }, id, _query, viewerOf) => {
      const playlistId = decodeURIComponent(id);
      // Read as a visitor: a private playlist is not found, exactly like a missing one...
      const playlist = await playlists.getPlaylist(playlistId).catch(async (error: unknown) => {
        const viewerId = error instanceof AppError ? await viewerOf() : undefined;
        if (viewerId === undefined) throw error;
        // ...except to its owner, whose reload opens the app with 200 (issue 38). Its title
        // stays out of the document, which caches and previews may keep.
        await playlists.getPlaylist(playlistId, viewerId);
        return undefined;
      });
      if (!playlist) return 'app';
      return {
        title: titled(playlist.title),
        description: playlist.description || `Playlist · ${tracks(playlist.trackCount)}`,
        imageUrl: playlist.coverUrl,
        type: 'music.playlist',
        path: `/playlist/${encodeURIComponent(playlist.id)}`,
      };
    },
  ],
];

/**
 * What a shared page answers: its item's preview, `missing` for an unknown, private or
 * malformed item (nothing tells them apart), `app` for a path that names no item, for the
 * owner's own private playlist, or a read that failed otherwise (the page still opens; it just
 * previews as the app).
 */
export function linkPreviews(services: Services, onError: (error: unknown) => void) {
  return async (
    pathname: string,
    query: URLSearchParams,
    viewerOf: ViewerOf = () => Promise.resolve(undefined),
  ): Promise<PageAnswer> => {
    for (const [pattern, read] of pages) {
      const id = pattern.exec(pathname)?.[1];
      if (id === undefined) continue;
      try {
        const preview = await read(services, id, query, viewerOf);
        return preview === 'app' ? { kind: 'app' } : { kind: 'item', preview };
      } catch (error) {
        if (error instanceof AppError || error instanceof URIError) return { kind: 'missing' };
        onError(error);
        return { kind: 'app' };
      }
    }
    return { kind: 'app' };
  };
}
