import { Code, ConnectError } from '@connectrpc/connect';
import type { SetReferrerRequest } from '@earshot/contract/referral/v1/referral';
import { act } from '@testing-library/react';
import type * as Sonner from 'sonner';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionToken } from '@/lib/session-token';
import { renderWithProviders } from '@/testing/render';
import { referralTransport } from '@/testing/referral';
import { createTestRuntime } from '@/testing/runtime';
import { pendingReferral, processedReferral, storeReferral } from '../storage';
import { createReferralStore } from '../store';
import { referralNoticeTexts } from '../texts';
import { ReferralProcessor } from './referral-processor';

vi.mock('sonner', async (original) => ({
  ...(await original<typeof Sonner>()),
  toast: Object.assign(vi.fn(), { success: vi.fn(), info: vi.fn(), error: vi.fn() }),
}));

const ME = 'cuser000000000000000000001';
const CODE = 'cmwwf2vivnkvvix9aahn2o7kc';
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** Renders the processor for ME with a session token, recording setReferrer's requests. */
function renderProcessor(
  setReferrer: (req: SetReferrerRequest) => unknown = () => ({ success: true }),
  token: string | null = 'token-1',
) {
  const calls: string[] = [];
  let settle: () => void = () => {};
  const runtime = createTestRuntime({
    sessionToken: { ...createSessionToken(), get: () => Promise.resolve(token) },
  });
  const transport = referralTransport({
    setReferrer: async (req) => {
      calls.push(req.referrerId);
      await new Promise<void>((resolve) => (settle = resolve));
      return setReferrer(req) as never;
    },
  });
  const view = renderWithProviders(<ReferralProcessor userId={ME} />, { transport, runtime });
  const state = () => runtime.part(createReferralStore).getState();
  /** Lets setReferrer answer. */
  const answer = async () => {
    await act(async () => {
      settle();
      await vi.advanceTimersByTimeAsync(0);
    });
  };
  return { ...view, calls, state, answer };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('processing a stored referral (spec 2 §4, spec 1 §4)', () => {
  it('sends the code about 1.5 s after sign-in, processing meanwhile, then records it', async () => {
    storeReferral(CODE, Date.now());
    const { calls, state, answer } = renderProcessor();
    expect(state()).toMatchObject({ referralCode: CODE, isProcessing: false });
    await wait(1499);
    expect(calls).toEqual([]);
    await wait(1);
    expect(calls).toEqual([CODE]);
    expect(state().isProcessing).toBe(true);
    await answer();
    expect(state()).toMatchObject({
      isProcessing: false,
      lastProcessedCode: CODE,
      referralCode: null,
      processingError: null,
    });
    expect(toast.success).toHaveBeenCalledWith(referralNoticeTexts.welcome, expect.anything());
    expect(pendingReferral(Date.now())).toBeNull();
    expect(processedReferral()).toBe(CODE);
    await wait(5000);
    expect(calls).toHaveLength(1);
  });

  it('says how long ago the code was stored (the server refers only accounts made after)', async () => {
    storeReferral(CODE, Date.now() - 3 * 60 * 60 * 1000);
    const sent: SetReferrerRequest[] = [];
    const { answer } = renderProcessor((req) => {
      sent.push(req);
      return { success: true };
    });
    await wait(1500);
    await answer();
    // Three hours, and the 1.5 s wait before the call.
    expect(sent.map((req) => [req.referrerId, req.codeAgeSeconds])).toEqual([[CODE, 3 * 3600 + 2]]);
  });

  it('drops a code naming the user silently, without a call', async () => {
    storeReferral(ME, Date.now());
    const { calls, state } = renderProcessor();
    await wait(2000);
    expect(calls).toEqual([]);
    expect(state().referralCode).toBeNull();
    expect(pendingReferral(Date.now())).toBeNull();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('drops a code stored more than 24 hours ago', async () => {
    storeReferral(CODE, Date.now() - DAY - 1);
    const { calls, state } = renderProcessor();
    await wait(2000);
    expect(calls).toEqual([]);
    expect(state().referralCode).toBeNull();
  });

  it('waits while there is no session token', async () => {
    storeReferral(CODE, Date.now());
    const { calls, state } = renderProcessor(undefined, null);
    await wait(2000);
    expect(calls).toEqual([]);
    expect(state()).toMatchObject({ referralCode: CODE, isProcessing: false });
  });

  it("sets 'Processing failed' when the failure gives no message, and keeps the code", async () => {
    storeReferral(CODE, Date.now());
    const { calls, state, answer } = renderProcessor(() => {
      throw new ConnectError('', Code.Internal);
    });
    await wait(1500);
    await answer();
    expect(state()).toMatchObject({
      isProcessing: false,
      processingError: 'Processing failed',
      referralCode: CODE,
      lastProcessedCode: null,
    });
    expect(toast.error).toHaveBeenCalledWith(referralNoticeTexts.failed, {
      description: referralNoticeTexts.failedBody,
      duration: 5000,
    });
    expect(pendingReferral(Date.now())).toBe(CODE);
    // Not sent again until the state is reset or a new code is stored.
    await wait(5000);
    expect(calls).toHaveLength(1);
    act(() => state().dispatch({ type: 'processingReset' }));
    await wait(1500);
    expect(calls).toHaveLength(2);
  });

  it("records a code refused for good ('Already Referred') and never sends it again", async () => {
    storeReferral(CODE, Date.now());
    const { calls, state, answer } = renderProcessor(() => {
      throw new ConnectError('user already has a referrer', Code.AlreadyExists);
    });
    await wait(1500);
    await answer();
    expect(state()).toMatchObject({
      processingError: 'user already has a referrer',
      lastProcessedCode: CODE,
      referralCode: null,
    });
    expect(toast.info).toHaveBeenCalledWith(referralNoticeTexts.alreadyReferred, expect.anything());
    act(() => storeReferral(CODE, Date.now()));
    await wait(5000);
    expect(calls).toHaveLength(1);
  });

  it("shows 'Referral Failed' once for a refusal the server decided, and never sends the code again", async () => {
    storeReferral(CODE, Date.now());
    const { calls, state, answer, unmount } = renderProcessor(() => {
      throw new ConnectError('this account is too old to name a referrer', Code.FailedPrecondition);
    });
    await wait(1500);
    await answer();
    expect(state()).toMatchObject({ lastProcessedCode: CODE, referralCode: null });
    expect(toast.error).toHaveBeenCalledWith(referralNoticeTexts.failed, expect.anything());
    expect(pendingReferral(Date.now())).toBeNull();
    expect(processedReferral()).toBe(CODE);
    unmount();
    // The next visit (a fresh processor, as after a reload) has nothing to send.
    const next = renderProcessor();
    await wait(5000);
    expect(calls).toHaveLength(1);
    expect(next.calls).toEqual([]);
  });

  it("picks up a code stored after sign-in, and 'clear all' on sign-out keeps it on the device", async () => {
    const { calls, state, unmount } = renderProcessor();
    await wait(2000);
    expect(calls).toEqual([]);
    act(() => storeReferral(CODE, Date.now()));
    expect(state().referralCode).toBe(CODE);
    act(() => state().dispatch({ type: 'serviceAvailabilityChanged', available: false }));
    await wait(2000);
    expect(calls).toEqual([]);
    unmount();
    expect(state()).toMatchObject({ referralCode: CODE, isServiceAvailable: true });
    expect(pendingReferral(Date.now())).toBe(CODE);
  });
});
