import { formatMinutesSeconds } from './clock-text';
import { soundCloudWidgetUrl, spotifyEmbedUrl, youTubeEmbedUrl } from './embed-url';

/** Where a track plays (spec 1 §3): a streaming service, or the product's own hosted audio. */
export type PlayerPlatform = 'hosted' | 'spotify' | 'youtube' | 'soundcloud' | 'unknown';

/** Spec 1 §5 texts of the player, verbatim. */
export const PLAYER_TRACK_TEXTS = {
  noPlayer: 'No player available',
  unknownPlatform: 'Unknown platform',
  invalidYouTubeUrl: 'Invalid YouTube URL',
  unknownArtist: 'Unknown Artist',
} as const;

/** What the player needs of a catalogue track; the caller names the platform. */
export interface PlayerTrackInput {
  trackId: number;
  title: string;
  artistId: number;
  artistName: string;
  /** Seconds. */
  duration: number;
  url: string;
  imageUrl: string;
  platform: PlayerPlatform;
}

/** Track (player), spec 1 §3, plus why it cannot be embedded when it cannot. */
export interface PlayerTrack {
  id: number;
  title: string;
  artist: string;
  /** m:ss. */
  duration: string;
  /** The cover, or the fallback image when the track has none. */
  albumArt: string;
  /** What the player loads: the audio file for hosted tracks, the embed address otherwise. */
  embedUrl: string | null;
  url: string;
  platform: PlayerPlatform;
  isPlaying: boolean;
  /** The spec's text shown instead of a player, or null when the track can be played. */
  problem: string | null;
}

function embedFor(platform: PlayerPlatform, url: string): string | null {
  switch (platform) {
    case 'hosted':
      return url;
    case 'youtube':
      return youTubeEmbedUrl(url);
    case 'spotify':
      return spotifyEmbedUrl(url);
    case 'soundcloud':
      return soundCloudWidgetUrl(url);
    case 'unknown':
      return null;
  }
}

function problemOf(platform: PlayerPlatform, url: string, embedUrl: string | null): string | null {
  if (platform === 'unknown') return PLAYER_TRACK_TEXTS.unknownPlatform;
  if (url === '') return PLAYER_TRACK_TEXTS.noPlayer;
  if (embedUrl !== null) return null;
  return platform === 'youtube'
    ? PLAYER_TRACK_TEXTS.invalidYouTubeUrl
    : PLAYER_TRACK_TEXTS.noPlayer;
}

/**
 * Maps a catalogue track to Track (player): duration as m:ss, the fallback art when there
 * is no cover, the embed address derived from the link, 'Unknown Artist' when the artist
 * id is not above 0 or the name is blank (spec 1 §5), and the spec's text when no player
 * can be shown ('Unknown platform', 'No player available', 'Invalid YouTube URL').
 */
export function toPlayerTrack(
  track: PlayerTrackInput,
  options: { fallbackArt: string; isPlaying?: boolean },
): PlayerTrack {
  const url = track.url.trim();
  const embedUrl = url === '' ? null : embedFor(track.platform, url);
  const artist = track.artistName.trim();
  const art = track.imageUrl.trim();
  return {
    id: track.trackId,
    title: track.title,
    artist: track.artistId > 0 && artist !== '' ? artist : PLAYER_TRACK_TEXTS.unknownArtist,
    duration: formatMinutesSeconds(track.duration),
    albumArt: art === '' ? options.fallbackArt : art,
    embedUrl,
    url,
    platform: track.platform,
    isPlaying: options.isPlaying ?? false,
    problem: problemOf(track.platform, url, embedUrl),
  };
}
