import { PLAYER_TRACK_TEXTS, type PlayerPlatform } from '@earshot/domain';

/**
 * Texts of the player panel. Spec texts (spec 1 §2, §5, §8) are verbatim; the ones marked
 * "decision" fill places where the spec is silent.
 */
export const playerTexts = {
  panel: 'Player',
  loading: 'Loading music player...',
  switching: 'Switching songs...',
  /** The region naming the song (decision: the spec shows no label). */
  current: 'Current song',
  /** Decision: the player area before any song is chosen. */
  nothingPlaying: 'Nothing playing yet',
  /** Decisions: the small-screen mini player (below md) and its way to the full panel. */
  miniPlayer: 'Mini player',
  expand: 'Expand player',
  collapse: 'Collapse player',
  progress: 'Progress',

  /** Spec 1 §5. */
  noPlayer: PLAYER_TRACK_TEXTS.noPlayer,
  unknownPlatform: PLAYER_TRACK_TEXTS.unknownPlatform,
  invalidYouTubeUrl: PLAYER_TRACK_TEXTS.invalidYouTubeUrl,

  /** Spec 1 §8, hosted audio. */
  audioLoadFailed: 'Failed to load audio file',
  audioPlayFailed: 'Failed to play audio. The file might be corrupted or missing.',
  /** Decision: autoplay refused by the browser. */
  pressPlay: 'Press play to start listening',

  /** Spec 1 §2 tabs and list texts. */
  yourPlaylist: 'YOUR PLAYLIST',
  recent: 'Recent',
  recentEmpty: 'Recent tracks will appear here',
  searchSong: 'Search song',
  backToPlaylists: 'Back to Playlists',
  externalPlaylist: 'External Playlist',
  noTracks: 'No tracks available',
  tracksFailed: 'Failed to load tracks from server',
  playlistEmpty: 'This playlist is empty',
  playlistEmptyHint: 'Add some tracks to get started',
  noMatches: 'No tracks found',
  noMatchesHint: 'Try adjusting your search',
  autoPlay: 'AutoPlay',

  /** Decisions: names of the lists and controls. */
  loadingList: 'Loading...',
  songList: 'Song list',
  /** Decision: the catalogue's tracks found by 'Search song'. */
  searchResults: 'Songs found',
  recentList: 'Recently played',
  recentCaption: 'Played on this device',
  clearRecent: 'Clear',
  clearRecentLabel: 'Clear recent songs',
  upNext: 'Up next',
  clearQueue: 'Clear',
  clearQueueLabel: 'Clear the queue',
  removeFromQueue: (title: string) => `Remove ${title} from the queue`,
  addToFavorites: 'Add to favorites',
  addToPlaylist: 'Add to playlist',
  /** Spec 2 §6, §8 verbatim: a visitor's favourite (the library's LIBRARY_TEXTS.addNeedsSignIn). */
  signInForFavorites: 'Authentication required to add favorites',
  signInForPlaylists: 'Sign in to add songs to playlists',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous',
  next: 'Next',
  shuffle: 'Shuffle',
  repeat: { all: 'Repeat all', one: 'Repeat one', off: 'Repeat off' },
  seek: 'Seek',
  elapsed: 'Elapsed',
  total: 'Total',
  position: (elapsed: string, total: string) => `${elapsed} of ${total}`,
  volume: 'Volume',
  mute: 'Mute',
  unmute: 'Unmute',
  shortcuts: 'Keyboard shortcuts',
  shortcutsHint: 'Shortcuts work anywhere except while typing in a field.',
  /** Decisions: a streaming player that fell back. */
  basicPlayer: (platform: string) => `${platform} controls could not load: basic player shown`,
  gaveUp: (platform: string) => `The ${platform} player did not respond`,
  openOn: (platform: string) => `Open on ${platform}`,
} as const;

/** Platform names as listeners know them (decision: hosted audio is "Earshot"). */
export const platformNames: Record<PlayerPlatform, string> = {
  hosted: 'Earshot',
  spotify: 'Spotify',
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
  unknown: 'Unknown',
};

/** The keyboard shortcuts, as the help dialog lists them. */
export const shortcutTexts: Array<{ keys: string[]; action: string }> = [
  { keys: ['Space'], action: 'Play or pause' },
  { keys: ['←', '→'], action: 'Seek back or forward 5 seconds' },
  { keys: ['↑', '↓'], action: 'Volume up or down' },
  { keys: ['N'], action: 'Next song' },
  { keys: ['P'], action: 'Previous song' },
  { keys: ['M'], action: 'Mute or unmute' },
  { keys: ['?'], action: 'Show these shortcuts' },
];
