/** Spec 1 §4, §9: a song whose autoplay is blocked or fails counts as ended after 215 s. */
export const AUTO_END_FALLBACK_MS = 215_000;

/** Spec 1 §4, §9: a song change waits this long at most for the session end to be confirmed. */
export const SONG_SWITCH_TIMEOUT_MS = 5_000;

/** Spec 1 §4, §9: the Spotify player falls back to a plain frame when its script is not loaded by then. */
export const SPOTIFY_SCRIPT_TIMEOUT_MS = 5_000;

/** Spec 1 §4, §9: the SoundCloud player gives up when it has not said it is ready by then. */
export const SOUNDCLOUD_READY_TIMEOUT_MS = 10_000;

/**
 * How long the YouTube IFrame API may take to say it is ready before the player falls back
 * to a plain frame (decision: the spec gives no figure; the SoundCloud wait is reused).
 */
export const YOUTUBE_API_TIMEOUT_MS = 10_000;

/** Spec 1 §9: the embedded player's default size in px. */
export const PLAYER_DEFAULT_SIZE = { width: 348, height: 232 } as const;

/** Recent tracks kept on the device, most recent first (decision). */
export const RECENT_TRACKS_MAX = 50;

/** How far ←/→ move the playhead, in seconds (decision). */
export const SEEK_STEP_SECONDS = 5;

/** How much ↑/↓ change the volume, on a 0 to 1 scale (decision). */
export const VOLUME_STEP = 0.1;

/** 'Previous' restarts the song when more than this many seconds have played (decision). */
export const PREVIOUS_RESTARTS_AFTER_SECONDS = 3;
