import { AppError } from './errors';
import type { LinkPreview } from './http/link-preview';
import type { createServices } from './services';

type Services = Pick<ReturnType<typeof createServices>, 'catalog' | 'playlists'>;

const APP_NAME = 'Earshot';
const titled = (...parts: string[]) => [...parts.filter(Boolean), APP_NAME].join(' · ');
const tracks = (count: number) => `${count} ${count === 1 ? 'track' : 'tracks'}`;

/** The pages a shared link can name (the web app's paths.ts), each with how to read its item. */
const pages: Array<[RegExp, (services: Services, id: string) => Promise<LinkPreview>]> = [
  [
    /^\/album\/(\d{1,10})$/,
    async ({ catalog }, id) => {
      const album = await catalog.getAlbum(Number(id));
      const artist = album.artistName ?? '';
      return {
        title: titled(album.title, artist),
        description: [`Album${artist ? ` by ${artist}` : ''}`, tracks(album.trackCount)].join(
          ' · ',
        ),
        imageUrl: album.coverUrl,
        type: 'music.album',
      };
    },
  ],
  [
    /^\/artist\/(\d{1,10})$/,
    async ({ catalog }, id) => {
      const artist = await catalog.getArtist(Number(id));
      return {
        title: titled(artist.name),
        description: artist.bio || `${artist.name} on ${APP_NAME}`,
        imageUrl: artist.avatarUrl,
        type: 'profile',
      };
    },
  ],
  [
    /^\/playlist\/([^/]{1,200})$/,
    async ({ playlists }, id) => {
      // Read as a visitor: a private playlist is not found, exactly like a missing one.
      const playlist = await playlists.getPlaylist(decodeURIComponent(id));
      return {
        title: titled(playlist.title),
        description: playlist.description || `Playlist · ${tracks(playlist.trackCount)}`,
        imageUrl: playlist.coverUrl,
        type: 'music.playlist',
      };
    },
  ],
];

/**
 * The preview of a shared page, or undefined for the generic one: a path that names no item,
 * an unknown id, a private playlist, or a read that failed (the page still opens; it just
 * previews as the app).
 */
export function linkPreviews(services: Services, onError: (error: unknown) => void) {
  return async (pathname: string): Promise<LinkPreview | undefined> => {
    for (const [pattern, read] of pages) {
      const id = pattern.exec(pathname)?.[1];
      if (id === undefined) continue;
      try {
        return await read(services, id);
      } catch (error) {
        if (!(error instanceof AppError || error instanceof URIError)) onError(error);
        return undefined;
      }
    }
    return undefined;
  };
}
