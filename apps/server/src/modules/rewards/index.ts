// The rewards context's public surface: the EP ledger, rates and the listening processor.
export { createBoostRepo } from './boosts.repo';
export { createBoostService, type BoostService } from './boosts.service';
export { createEarningHolds, type EarningHolds } from './earning-holds';
export {
  createLedgerFigures,
  type DayFigure,
  type HourFigure,
  type LedgerFigures,
} from './ledger-figures';
export { createLedgerReversals, type LedgerReversals, type Reversed } from './ledger-reversals';
export { createLedger, ledgerKeys, readLedgerKey, type Ledger } from './ledger';
export { createListeningProcessorJob } from './listening-processor-job';
export { processListening } from './listening-processor';
export { baseRates, ratesFrom, type RatesFor } from './rates';
export {
  createRewardRules,
  isRewardRule,
  referralTermsOf,
  REWARD_RULES,
  ruleDefaults,
  type ReferralTerms,
  type RewardRule,
  type RewardRules,
  type RuleChange,
  type RuleValues,
} from './reward-rules';
export { rewardsHandlers } from './rewards.handlers';
export { createRewardsService, type RewardsService } from './rewards.service';
export { boostRefunds } from './boost-refunds';
