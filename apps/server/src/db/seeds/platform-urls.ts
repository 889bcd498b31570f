import type { Random } from '~/random';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const YOUTUBE_ID = `${BASE62}-_`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A well-formed public URL of a track on a streaming platform, as its share button gives it. */
export function platformUrl(
  platform: 'spotify' | 'youtube' | 'soundcloud',
  random: Random,
  artist: string,
  title: string,
): string {
  switch (platform) {
    case 'spotify':
      return `https://open.spotify.com/track/${random.chars(BASE62, 22)}`;
    case 'youtube':
      return `https://www.youtube.com/watch?v=${random.chars(YOUTUBE_ID, 11)}`;
    case 'soundcloud':
      return `https://soundcloud.com/${slug(artist)}/${slug(title)}`;
  }
}
