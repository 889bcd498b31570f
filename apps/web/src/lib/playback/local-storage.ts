/**
 * JSON in localStorage that never throws: private modes, full quotas and hand-edited
 * values read as "nothing stored" and writes that fail are dropped.
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

/** Keys of everything the player remembers on the device. */
export const storageKeys = {
  volume: 'earshot.player.volume',
  settings: 'earshot.player.settings',
  recent: 'earshot.player.recent',
} as const;
