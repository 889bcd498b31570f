import { asc } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { fraudRuleChanges } from '~/db/schema';
import { FRAUD_RULE_NAMES, FRAUD_RULES, type FraudRuleName } from './fraud-rules';

export type FraudThresholds = Record<FraudRuleName, number>;

/**
 * The fraud rules' thresholds an operator set (ADR 0028): rows only added, the newest of a
 * rule in force, else the rule's default. Read at each review: only operators read them.
 */
export function createFraudRuleSettings(db: Db) {
  const defaults = () =>
    Object.fromEntries(
      FRAUD_RULE_NAMES.map((rule) => [rule, FRAUD_RULES[rule].threshold.default]),
    ) as FraudThresholds;

  async function inForce(on: Db | Tx = db): Promise<FraudThresholds> {
    const rows = await on
      .select({ rule: fraudRuleChanges.rule, value: fraudRuleChanges.value })
      .from(fraudRuleChanges)
      .orderBy(asc(fraudRuleChanges.id));
    const values = defaults();
    for (const { rule, value } of rows) if (rule in values) values[rule as FraudRuleName] = value;
    return values;
  }

  return {
    inForce,
    defaults,
    /** Writes a rule's new threshold; answers the one it replaces. */
    async set(rule: FraudRuleName, value: number, tx: Tx): Promise<number> {
      const before: number = (await inForce(tx))[rule];
      await tx.insert(fraudRuleChanges).values({ rule, value });
      return before;
    },
  };
}

export type FraudRuleSettings = ReturnType<typeof createFraudRuleSettings>;
