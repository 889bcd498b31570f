import { REFERRAL_CODE_LIFETIME_MS } from '@earshot/domain';
import { readStored, writeStored } from '@/lib/local-storage';

const KEY = 'earshot.referral';
const PROCESSED_KEY = 'earshot.referral.processed';

/** Said on window when a referral code was stored, so a signed-in processor picks it up. */
export const REFERRAL_STORED_EVENT = 'earshot:referral-stored';

/** Stores a referral code with the time it was found (spec 2 §4). */
export function storeReferral(code: string, at: number) {
  writeStored(KEY, { code, at });
  globalThis.dispatchEvent?.(new Event(REFERRAL_STORED_EVENT));
}

/** The stored code and its time as kept, whatever its age; null when none is kept. */
export function storedReferral(): { code: string; at: number } | null {
  const stored = readStored(KEY) as { code?: unknown; at?: unknown } | undefined;
  if (typeof stored?.code !== 'string' || typeof stored.at !== 'number') return null;
  return { code: stored.code, at: stored.at };
}

/** The code processed last on this device, if any. */
export function processedReferral(): string | null {
  const processed = readStored(PROCESSED_KEY);
  return typeof processed === 'string' ? processed : null;
}

/** The stored code while it is valid (24 hours) and not yet processed; null otherwise. */
export function pendingReferral(now: number): string | null {
  const stored = storedReferral();
  if (!stored || now - stored.at > REFERRAL_CODE_LIFETIME_MS) return null;
  return processedReferral() === stored.code ? null : stored.code;
}

/** Records the processed code and clears the pending one (spec 2 §4, on success). */
export function markProcessed(code: string) {
  writeStored(PROCESSED_KEY, code);
  writeStored(KEY, null);
}

/** Drops the pending code (one's own, or refused for good). */
export function dropReferral() {
  writeStored(KEY, null);
}
