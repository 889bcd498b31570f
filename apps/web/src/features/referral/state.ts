import { REFERRAL_CODE_LIFETIME_MS } from '@earshot/domain';

/**
 * The client's own part of spec 2 §3's Referral state, under the spec's names: the code found
 * in an address, its processing, and the service-availability flag. The server data of the
 * same state (rewards, referees, available rewards, boosts, stats) and its loading flags are
 * the dashboard's queries (api/use-referral.ts); this is the one place the transitions of
 * spec 2 §4 are written down.
 */
export interface ReferralProcessingState {
  /** The code waiting to be processed; null when there is none. */
  referralCode: string | null;
  /** When the code was found (ms since the epoch): it is valid 24 hours from then. */
  referralTimestamp: number | null;
  /** True while setReferrer runs for the stored code. */
  isProcessing: boolean;
  /** The code processed last (never processed twice). */
  lastProcessedCode: string | null;
  /** Why processing failed; 'Processing failed' unless a message was given. */
  processingError: string | null;
  /** Whether the referral service can be called at all. */
  isServiceAvailable: boolean;
}

/** A code as local storage keeps it (storage.ts). */
export interface StoredReferral {
  code: string;
  at: number;
}

/** What can happen to the referral state (spec 2 §4). */
export type ReferralEvent =
  /** A code was found in the address: stored with its time. */
  | { type: 'codeStored'; code: string; at: number }
  /** Local storage was read again (another tab, or the address handler, wrote it). */
  | { type: 'storageSynced'; stored: StoredReferral | null; processed: string | null }
  /** A code naming the user themself, or expired: dropped silently. */
  | { type: 'codeDropped' }
  | { type: 'processingStarted' }
  /** setReferrer answered: the code is recorded as processed and the pending one cleared. */
  | { type: 'processingSucceeded'; code: string }
  /**
   * setReferrer failed; `final` when the refusal holds for good (already referred, an invalid
   * code), so the code is recorded as processed and never sent again.
   */
  | { type: 'processingFailed'; message?: string; final?: boolean }
  | { type: 'processingReset' }
  | { type: 'serviceAvailabilityChanged'; available: boolean }
  /** 'clear all': empties the referral data (sign-out); the stored code stays on the device. */
  | { type: 'allCleared' };

/** The processing error when the failure gives no message (spec 2 §4). */
export const PROCESSING_FAILED = 'Processing failed';

export const initialReferralState: ReferralProcessingState = {
  referralCode: null,
  referralTimestamp: null,
  isProcessing: false,
  lastProcessedCode: null,
  processingError: null,
  isServiceAvailable: true,
};

/** Spec 2 §4's referral transitions. */
export function referralReducer(
  state: ReferralProcessingState,
  event: ReferralEvent,
): ReferralProcessingState {
  switch (event.type) {
    case 'codeStored':
      return {
        ...state,
        referralCode: event.code,
        referralTimestamp: event.at,
        processingError: null,
      };
    case 'storageSynced': {
      const code = event.stored?.code ?? null;
      const changed = code !== state.referralCode;
      return {
        ...state,
        referralCode: code,
        referralTimestamp: event.stored?.at ?? null,
        lastProcessedCode: event.processed ?? state.lastProcessedCode,
        processingError: changed ? null : state.processingError,
      };
    }
    case 'codeDropped':
      return { ...state, referralCode: null, referralTimestamp: null };
    case 'processingStarted':
      return { ...state, isProcessing: true, processingError: null };
    case 'processingSucceeded':
      return {
        ...state,
        isProcessing: false,
        lastProcessedCode: event.code,
        referralCode: null,
        referralTimestamp: null,
      };
    case 'processingFailed': {
      const failed = {
        ...state,
        isProcessing: false,
        processingError: event.message || PROCESSING_FAILED,
      };
      if (!event.final) return failed;
      return {
        ...failed,
        lastProcessedCode: state.referralCode,
        referralCode: null,
        referralTimestamp: null,
      };
    }
    case 'processingReset':
      return { ...state, isProcessing: false, processingError: null };
    case 'serviceAvailabilityChanged':
      return { ...state, isServiceAvailable: event.available };
    case 'allCleared':
      return {
        ...initialReferralState,
        referralCode: state.referralCode,
        referralTimestamp: state.referralTimestamp,
        lastProcessedCode: state.lastProcessedCode,
      };
  }
}

/** Whether a stored code is still valid at `now` (24 hours, spec 2 §9). */
export const isCodeValid = (state: ReferralProcessingState, now: number) =>
  state.referralCode !== null &&
  state.referralTimestamp !== null &&
  now - state.referralTimestamp <= REFERRAL_CODE_LIFETIME_MS;

/**
 * What to do with the state for a signed-in user at `now`: 'process' the stored code (it is
 * valid, not processed yet, nothing runs or has failed, the service is there), 'drop' it (it
 * names the user, or expired), or nothing. The session token is checked when the call is made.
 */
export function nextStep(
  state: ReferralProcessingState,
  user: { id: string } | null,
  now: number,
): 'process' | 'drop' | null {
  if (!user || state.referralCode === null) return null;
  if (state.referralCode === user.id || !isCodeValid(state, now)) return 'drop';
  if (state.referralCode === state.lastProcessedCode) return 'drop';
  if (state.isProcessing || state.processingError !== null || !state.isServiceAvailable) {
    return null;
  }
  return 'process';
}
