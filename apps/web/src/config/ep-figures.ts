/**
 * The two EP figures a member sees, named once for every page that shows them (ADR 0030). The
 * spec names only the top bar's 'Your EP' (the balance); these names are decisions.
 * - Balance: the ledger's sum, what the member can spend; a boost lowers it.
 * - Earned: every EP earned by listening and through referrals (bonuses included), what ranks
 *   the member on the leaderboard; spending never lowers it.
 */
export const epFigureTexts = {
  balance: 'Balance',
  earned: 'Earned',
  /** Under the two figures on /profile. */
  explained:
    'Balance is the EP you can spend. Earned counts all EP from listening and referrals and ranks you on the leaderboard. Spending lowers your balance, not what you have earned.',
  /** Above the leaderboard: what every row's figure is. */
  ranked:
    'Ranked by EP earned from listening and referrals. Spending lowers your balance, never your rank.',
} as const;
