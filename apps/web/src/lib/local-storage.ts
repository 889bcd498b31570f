/**
 * JSON in localStorage that never throws: private modes, full quotas and hand-edited
 * values read as "nothing stored" and writes that fail are dropped. The one way the app
 * remembers client state on the device (ADR 0010): each store reads its key once at start
 * and writes it on change.
 */
export function readStored(key: string): unknown {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the setting lasts for this visit only.
  }
}

/** Keys of everything the app remembers on the device. */
export const storageKeys = {
  sidebar: 'earshot.sidebar',
  volume: 'earshot.player.volume',
  settings: 'earshot.player.settings',
  recent: 'earshot.player.recent',
  /** The song in the player, where it was, and its place in the list in use. */
  nowPlaying: 'earshot.player.now',
  /** The list in use when it is not the panel's own: its tracks and title. */
  listInUse: 'earshot.player.list',
  /** The Web3 auth proof (7 days, spec 1 §3). */
  walletProof: 'earshot.wallet.proof',
  /** The wallet connection: which account the wallet granted, remembered 24 h (spec 1 §4, §9). */
  walletConnection: 'earshot.wallet.connection',
  /** The saved web3 auth state (30 min) that lets a load reconnect the wallet (spec 1 §4, §9). */
  web3State: 'earshot.auth.web3',
  recentSearches: 'earshot.search.recent',
} as const;
