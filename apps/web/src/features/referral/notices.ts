import { toastDurations } from '@/lib/toast-durations';
import { Code, ConnectError } from '@connectrpc/connect';
import { toast } from 'sonner';
import { referralNoticeTexts as t } from './texts';

/** What setReferrer's outcome shows (spec 2 §8). */
export type ReferralOutcome = 'success' | 'already' | 'ignored' | 'invalid' | 'failed';

/** Sorts a setReferrer failure into the spec's outcomes, by code and by message. */
export function outcomeOf(error: unknown): ReferralOutcome {
  const e = ConnectError.from(error);
  const message = e.rawMessage.toLowerCase();
  if (e.code === Code.AlreadyExists || /already referred|already has a referrer/.test(message)) {
    return 'already';
  }
  if (e.code === Code.InvalidArgument || message.includes('cannot set yourself')) return 'ignored';
  if (e.code === Code.NotFound || message.includes('referrer user not found')) return 'invalid';
  return 'failed';
}

/** Failures that may pass by themselves (the network, the server's load): worth a later visit. */
const PASSING: ReadonlySet<Code> = new Set([
  Code.Canceled,
  Code.Unknown,
  Code.DeadlineExceeded,
  Code.ResourceExhausted,
  Code.Aborted,
  Code.Internal,
  Code.Unavailable,
]);

/**
 * Whether a setReferrer failure holds for good, so the code is never sent again: every outcome
 * but 'failed', and a 'failed' the server decided (a circle).
 */
export const refusedForGood = (error: unknown): boolean =>
  outcomeOf(error) !== 'failed' || !PASSING.has(ConnectError.from(error).code);

/** Shows an outcome's notice; 'ignored' shows none. `bonusEp`: what success credited, when known. */
export function showReferralOutcome(outcome: ReferralOutcome | 'self', bonusEp?: number) {
  switch (outcome) {
    case 'success':
      toast.success(t.welcome, {
        ...(bonusEp === undefined ? {} : { description: t.welcomeBody(bonusEp) }),
        duration: toastDurations.normal,
      });
      return;
    case 'already':
      toast.info(t.alreadyReferred, { duration: toastDurations.normal });
      return;
    case 'invalid':
      toast.error(t.invalidCode, {
        description: t.invalidCodeBody,
        duration: toastDurations.normal,
      });
      return;
    case 'failed':
      toast.error(t.failed, { description: t.failedBody, duration: toastDurations.normal });
      return;
    case 'self':
      toast.info(t.self, { duration: toastDurations.short });
      return;
    case 'ignored':
      return;
  }
}
