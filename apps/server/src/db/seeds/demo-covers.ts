import type { DemoCoverItem } from '~/media/demo-media';
import type { NewAlbum, NewArtist, NewGenre } from '../factories/catalog';
import type { NewPlaylist } from '../factories/playlists';

/** The path under the media folder of a `/media/...` URL the seed stored. */
const relPathOf = (url: string) => url.replace(/^\/media\//, '');

const cover = (url: string, options: DemoCoverItem['cover']): DemoCoverItem => ({
  kind: 'cover',
  relPath: relPathOf(url),
  cover: options,
});

/** The generated covers of the demo rows that have a cover URL. */
export function demoCovers(rows: {
  genres?: NewGenre[];
  artists?: NewArtist[];
  albums?: NewAlbum[];
  playlists?: NewPlaylist[];
}): DemoCoverItem[] {
  const artistName = new Map((rows.artists ?? []).map((a) => [a.id, a.name]));
  return [
    ...(rows.genres ?? []).flatMap((g) =>
      g.imageUrl ? [cover(g.imageUrl, { kind: 'genre', title: g.name, seed: g.id ?? 0 })] : [],
    ),
    ...(rows.artists ?? []).flatMap((a) =>
      a.avatarUrl ? [cover(a.avatarUrl, { kind: 'artist', title: a.name, seed: a.id ?? 0 })] : [],
    ),
    ...(rows.albums ?? []).flatMap((album) =>
      album.coverUrl
        ? [
            cover(album.coverUrl, {
              kind: 'album',
              title: album.title,
              subtitle: artistName.get(album.artistId) ?? '',
              seed: album.id ?? 0,
            }),
          ]
        : [],
    ),
    ...(rows.playlists ?? []).flatMap((p, i) =>
      p.coverUrl
        ? [
            cover(p.coverUrl, {
              kind: 'playlist',
              title: p.title,
              subtitle: 'Earshot',
              seed: 1000 + i,
            }),
          ]
        : [],
    ),
  ];
}
