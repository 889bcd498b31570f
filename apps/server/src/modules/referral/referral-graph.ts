import type { Db } from '~/db/client';
import { referrals } from '~/db/schema';

/**
 * Who referred whom, every relation (fraud review, ADR 0028): one row per referred account,
 * so chains and rings can be followed from it.
 */
export function referralEdges(db: Db): Promise<{ referrerId: string; refereeId: string }[]> {
  return db
    .select({ referrerId: referrals.referrerId, refereeId: referrals.refereeId })
    .from(referrals);
}
