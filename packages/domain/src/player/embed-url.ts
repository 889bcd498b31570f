import { EMBED_ORIGINS } from './embed-origins';

/** The parts of an http(s) address the players read; the domain has no URL class to lean on. */
interface AddressParts {
  /** Lower case, without port or a leading 'www.'/'m.'. */
  host: string;
  /** Starts with '/', '' when absent. */
  path: string;
  query: Map<string, string>;
}

const ADDRESS = /^(?:(https?):)?(?:\/\/)?([^/?#\s]+)([^?#\s]*)(?:\?([^#\s]*))?(?:#\S*)?$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function parseAddress(raw: string): AddressParts | null {
  const match = ADDRESS.exec(raw.trim());
  if (!match) return null;
  const host = (match[2] ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^(www|m)\./, '');
  if (!host.includes('.')) return null;
  const query = new Map<string, string>();
  for (const pair of (match[4] ?? '').split('&')) {
    if (pair === '') continue;
    const [key = '', value = ''] = pair.split('=', 2);
    if (!query.has(decode(key))) query.set(decode(key), decode(value));
  }
  return { host, path: match[3] ?? '', query };
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATH_ID = /^\/(?:embed|shorts|live|v|e)\/([^/]+)\/?$/;

/**
 * The video id of a YouTube link: watch (`?v=`, other parameters allowed), youtu.be,
 * embed, shorts, live and /v/ links, on www, m, music and youtube-nocookie hosts.
 * Null when the link is not one of those or the id is not 11 URL-safe characters.
 */
export function parseYouTubeVideoId(url: string): string | null {
  const address = parseAddress(url);
  if (!address) return null;
  let id: string | undefined;
  if (address.host === 'youtu.be') {
    id = /^\/([^/]+)\/?$/.exec(address.path)?.[1];
  } else if (YOUTUBE_HOSTS.has(address.host)) {
    id =
      address.path === '/watch' || address.path === '/watch/'
        ? address.query.get('v')
        : YOUTUBE_PATH_ID.exec(address.path)?.[1];
  }
  return id !== undefined && YOUTUBE_ID.test(id) ? id : null;
}

/** `https://www.youtube.com/embed/<id>` for a YouTube link, or null when it cannot be read. */
export function youTubeEmbedUrl(url: string): string | null {
  const id = parseYouTubeVideoId(url);
  return id === null ? null : `${EMBED_ORIGINS.youtube}/embed/${id}`;
}

const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;
const SPOTIFY_URI = /^spotify:track:([A-Za-z0-9]{22})$/;
const SPOTIFY_PATH = /^(?:\/intl-[a-z]{2}(?:-[a-z]{2})?)?(?:\/embed)?\/track\/([^/]+)\/?$/i;

/**
 * The track id of a Spotify link: open.spotify.com/track/<id> (with or without an
 * intl-xx segment or /embed, any query) or a `spotify:track:<id>` URI. Null otherwise.
 */
export function parseSpotifyTrackId(url: string): string | null {
  const uri = SPOTIFY_URI.exec(url.trim());
  if (uri) return uri[1] ?? null;
  const address = parseAddress(url);
  if (!address || (address.host !== 'open.spotify.com' && address.host !== 'play.spotify.com')) {
    return null;
  }
  const id = SPOTIFY_PATH.exec(address.path)?.[1];
  return id !== undefined && SPOTIFY_ID.test(id) ? id : null;
}

/** `https://open.spotify.com/embed/track/<id>` for a Spotify track link, or null. */
export function spotifyEmbedUrl(url: string): string | null {
  const id = parseSpotifyTrackId(url);
  return id === null ? null : `${EMBED_ORIGINS.spotify}/embed/track/${id}`;
}

const SOUNDCLOUD_HOSTS = new Set(['soundcloud.com', 'on.soundcloud.com', 'api.soundcloud.com']);

/**
 * Whether a link points at something on SoundCloud the widget can play: a soundcloud.com
 * (www, m, on, api) address with a path.
 */
export function isSoundCloudUrl(url: string): boolean {
  const address = parseAddress(url);
  return (
    address !== null &&
    SOUNDCLOUD_HOSTS.has(address.host) &&
    address.path.replace(/\/+$/, '') !== ''
  );
}

/**
 * The SoundCloud widget address for a SoundCloud link:
 * `https://w.soundcloud.com/player/?url=<the link, encoded>`, or null for another link.
 */
export function soundCloudWidgetUrl(url: string): string | null {
  if (!isSoundCloudUrl(url)) return null;
  const trimmed = url.trim();
  const absolute = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/\//, '')}`;
  return `${EMBED_ORIGINS.soundcloud}/player/?url=${encodeURIComponent(absolute)}`;
}
