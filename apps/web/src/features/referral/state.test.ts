import { describe, expect, it } from 'vitest';
import {
  initialReferralState,
  nextStep,
  PROCESSING_FAILED,
  referralReducer,
  type ReferralEvent,
  type ReferralProcessingState,
} from './state';

const CODE = 'cmwwf2vivnkvvix9aahn2o7kc';
const OTHER = '0123456789abcdef0123456789abcdef';
const ME = 'cuser000000000000000000001';
const T0 = Date.UTC(2026, 10, 26, 12);
const DAY = 24 * 60 * 60 * 1000;

const run = (events: ReferralEvent[], from = initialReferralState) =>
  events.reduce(referralReducer, from);
const stored = run([{ type: 'codeStored', code: CODE, at: T0 }]);
const processing = referralReducer(stored, { type: 'processingStarted' });

describe('the referral state transitions (spec 2 §4)', () => {
  it('starts with no code, not processing, no error, the service available', () => {
    expect(initialReferralState).toEqual({
      referralCode: null,
      referralTimestamp: null,
      isProcessing: false,
      lastProcessedCode: null,
      processingError: null,
      isServiceAvailable: true,
    });
  });

  it('stores a code found in the address with its timestamp', () => {
    expect(stored).toMatchObject({ referralCode: CODE, referralTimestamp: T0 });
  });

  it('keeps the code valid for 24 hours: processed within them, dropped after', () => {
    expect(nextStep(stored, { id: ME }, T0 + DAY)).toBe('process');
    expect(nextStep(stored, { id: ME }, T0 + DAY + 1)).toBe('drop');
  });

  it('processes only for a signed-in user, and drops a code naming the user silently', () => {
    expect(nextStep(stored, null, T0)).toBeNull();
    expect(nextStep(stored, { id: CODE }, T0)).toBe('drop');
    expect(referralReducer(stored, { type: 'codeDropped' })).toMatchObject({
      referralCode: null,
      referralTimestamp: null,
      processingError: null,
    });
  });

  it('sets isProcessing while processing, and does not start again meanwhile', () => {
    expect(processing.isProcessing).toBe(true);
    expect(nextStep(processing, { id: ME }, T0)).toBeNull();
  });

  it('on success records the last processed code and clears the pending one', () => {
    const done = referralReducer(processing, { type: 'processingSucceeded', code: CODE });
    expect(done).toMatchObject({
      isProcessing: false,
      lastProcessedCode: CODE,
      referralCode: null,
      referralTimestamp: null,
      processingError: null,
    });
    expect(nextStep(done, { id: ME }, T0)).toBeNull();
    // The same code found again is not processed twice.
    const again = referralReducer(done, { type: 'codeStored', code: CODE, at: T0 });
    expect(nextStep(again, { id: ME }, T0)).toBe('drop');
  });

  it("on failure sets processingError to 'Processing failed' unless a message is given", () => {
    const failed = referralReducer(processing, { type: 'processingFailed' });
    expect(failed).toMatchObject({ isProcessing: false, processingError: PROCESSING_FAILED });
    expect(PROCESSING_FAILED).toBe('Processing failed');
    expect(referralReducer(processing, { type: 'processingFailed', message: '' })).toMatchObject({
      processingError: 'Processing failed',
    });
    expect(
      referralReducer(processing, { type: 'processingFailed', message: 'Network down' }),
    ).toMatchObject({ processingError: 'Network down', referralCode: CODE });
    // A failed code waits: not sent again until the state is reset or a new code comes.
    expect(nextStep(failed, { id: ME }, T0)).toBeNull();
  });

  it('records a code refused for good as processed, so it is never sent again', () => {
    const refused = referralReducer(processing, {
      type: 'processingFailed',
      message: 'user already has a referrer',
      final: true,
    });
    expect(refused).toMatchObject({
      isProcessing: false,
      processingError: 'user already has a referrer',
      lastProcessedCode: CODE,
      referralCode: null,
    });
  });

  it('resets the processing state, after which the code is processed again', () => {
    const failed = referralReducer(processing, { type: 'processingFailed' });
    const reset = referralReducer(failed, { type: 'processingReset' });
    expect(reset).toMatchObject({ isProcessing: false, processingError: null, referralCode: CODE });
    expect(nextStep(reset, { id: ME }, T0)).toBe('process');
  });

  it('holds processing while the service is unavailable', () => {
    const down = referralReducer(stored, { type: 'serviceAvailabilityChanged', available: false });
    expect(down.isServiceAvailable).toBe(false);
    expect(nextStep(down, { id: ME }, T0)).toBeNull();
    const up = referralReducer(down, { type: 'serviceAvailabilityChanged', available: true });
    expect(nextStep(up, { id: ME }, T0)).toBe('process');
  });

  it('syncs with local storage: a new code clears an old failure, the processed code is kept', () => {
    const failed = run([{ type: 'processingStarted' }, { type: 'processingFailed' }], stored);
    const same = referralReducer(failed, {
      type: 'storageSynced',
      stored: { code: CODE, at: T0 },
      processed: null,
    });
    expect(same.processingError).toBe(PROCESSING_FAILED);
    const fresh = referralReducer(failed, {
      type: 'storageSynced',
      stored: { code: OTHER, at: T0 + 5 },
      processed: 'cprocessed0000000000000001',
    });
    expect(fresh).toMatchObject({
      referralCode: OTHER,
      referralTimestamp: T0 + 5,
      processingError: null,
      lastProcessedCode: 'cprocessed0000000000000001',
    });
    const emptied = referralReducer(fresh, {
      type: 'storageSynced',
      stored: null,
      processed: null,
    });
    expect(emptied).toMatchObject({
      referralCode: null,
      lastProcessedCode: 'cprocessed0000000000000001',
    });
  });

  it("'clear all' empties the referral state but keeps the code stored on the device", () => {
    const busy: ReferralProcessingState = {
      ...processing,
      lastProcessedCode: OTHER,
      processingError: 'x',
      isServiceAvailable: false,
    };
    expect(referralReducer(busy, { type: 'allCleared' })).toEqual({
      ...initialReferralState,
      referralCode: CODE,
      referralTimestamp: T0,
      lastProcessedCode: OTHER,
    });
  });
});
