import { Code, ConnectError } from '@connectrpc/connect';
import { toast } from 'sonner';
import { referralNoticeTexts as t, referralToastMs as ms } from './texts';

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

/** Shows an outcome's notice; 'ignored' shows none. */
export function showReferralOutcome(outcome: ReferralOutcome | 'self') {
  switch (outcome) {
    case 'success':
      toast.success(t.welcome, { description: t.welcomeBody, duration: ms.normal });
      return;
    case 'already':
      toast.info(t.alreadyReferred, { duration: ms.normal });
      return;
    case 'invalid':
      toast.error(t.invalidCode, { description: t.invalidCodeBody, duration: ms.normal });
      return;
    case 'failed':
      toast.error(t.failed, { description: t.failedBody, duration: ms.normal });
      return;
    case 'self':
      toast.info(t.self, { duration: ms.short });
      return;
    case 'ignored':
      return;
  }
}
