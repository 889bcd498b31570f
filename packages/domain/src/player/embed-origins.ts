/**
 * Where each embedded player comes from: its iframe and its script API are served from this
 * origin. The embed addresses, the web's script loaders and the server's Content-Security-Policy
 * all read it here, so a player cannot load from somewhere the policy does not allow.
 */
export const EMBED_ORIGINS = {
  youtube: 'https://www.youtube.com',
  spotify: 'https://open.spotify.com',
  soundcloud: 'https://w.soundcloud.com',
} as const;
