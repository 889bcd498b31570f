// The referral context's public surface: invite codes, referees, the referrer's vesting.
export { referralHandlers } from './referral.handlers';
export { createReferralRepo, type ReferralRepo } from './referral.repo';
export {
  createReferralService,
  type ReferralAccount,
  type ReferralService,
} from './referral.service';
export { vestReferrals } from './vesting';
export { referralEdges } from './referral-graph';
