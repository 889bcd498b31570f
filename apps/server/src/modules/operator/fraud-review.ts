import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import type { Actor, AuditLog } from './audit-log';
import type { FraudRuleSettings } from './fraud-rule-settings';
import {
  FRAUD_RULE_NAMES,
  FRAUD_RULES,
  isFraudRule,
  type FraudFlag,
  type FraudReaders,
} from './fraud-rules';
import { invalid, reasonOrThrow } from './reason';

/** At most this many flagged accounts are listed, those with the most flags first. */
export const FLAGGED_MAX = 200;

/** A flag as the console shows it: the related accounts named by e-mail (or id). */
export type ShownFlag = Omit<FraudFlag, 'related'> & { related: string[] };

/**
 * The fraud review (issue 39 §3, ADR 0028): runs every rule at its threshold in force and
 * gathers the flags per account; sets a threshold with its audit entry, in one transaction.
 */
export function createFraudReview(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  settings: FraudRuleSettings;
  read: FraudReaders;
  /** Accounts by id, as the account context describes them (deleted ones too). */
  accounts: (
    ids: string[],
  ) => Promise<{ id: string; email: string | null; name: string | null; active: boolean }[]>;
  heldReason: (userId: string) => Promise<string | undefined>;
}) {
  async function allFlags(): Promise<FraudFlag[]> {
    const thresholds = await deps.settings.inForce();
    const now = deps.clock.now();
    const found = await Promise.all(
      FRAUD_RULE_NAMES.map((rule) => FRAUD_RULES[rule].flags(thresholds[rule], deps.read, now)),
    );
    return found.flat();
  }

  /** The flags with their related accounts named: e-mail, else name, else id. */
  async function shown(flags: FraudFlag[]) {
    const ids = [...new Set(flags.flatMap((f) => [f.userId, ...f.related]))];
    const accounts = new Map((await deps.accounts(ids)).map((a) => [a.id, a]));
    const label = (id: string) => accounts.get(id)?.email ?? accounts.get(id)?.name ?? id;
    return {
      accounts,
      flags: flags.map((f): ShownFlag => ({ ...f, related: f.related.map(label) })),
    };
  }

  return {
    async rules() {
      const [inForce, defaults] = [await deps.settings.inForce(), deps.settings.defaults()];
      return FRAUD_RULE_NAMES.map((rule) => ({
        rule,
        title: FRAUD_RULES[rule].title,
        description: FRAUD_RULES[rule].description,
        unit: FRAUD_RULES[rule].threshold.unit,
        value: inForce[rule],
        defaultValue: defaults[rule],
        min: FRAUD_RULES[rule].threshold.min,
        max: FRAUD_RULES[rule].threshold.max,
      }));
    },

    /** Every flagged account with its flags, most flags first (at most FLAGGED_MAX). */
    async flagged() {
      const { accounts, flags } = await shown(await allFlags());
      const byAccount = new Map<string, ShownFlag[]>();
      for (const flag of flags)
        byAccount.set(flag.userId, [...(byAccount.get(flag.userId) ?? []), flag]);
      const listed = [...byAccount]
        .sort(([a, fa], [b, fb]) => fb.length - fa.length || a.localeCompare(b))
        .slice(0, FLAGGED_MAX);
      return Promise.all(
        listed.map(async ([userId, own]) => ({
          userId,
          email: accounts.get(userId)?.email ?? '',
          name: accounts.get(userId)?.name ?? '',
          active: accounts.get(userId)?.active ?? false,
          heldReason: (await deps.heldReason(userId)) ?? '',
          flags: own,
        })),
      );
    },

    /** One account's flags. */
    async flagsOf(userId: string): Promise<ShownFlag[]> {
      return (await shown((await allFlags()).filter((f) => f.userId === userId))).flags;
    },

    /** Sets a rule's threshold within its bounds, and records it, in one transaction. */
    async setRule(actor: Actor, req: { rule: string; value: number; reason: string }) {
      const reason = reasonOrThrow(req.reason);
      if (!isFraudRule(req.rule)) throw invalid(`No fraud rule ${req.rule}.`);
      const { min, max } = FRAUD_RULES[req.rule].threshold;
      if (!Number.isInteger(req.value) || req.value < min || req.value > max)
        throw invalid(`${req.rule} takes a whole number from ${min} to ${max}.`);
      const rule = req.rule;
      const before = await deps.db.transaction(async (tx) => {
        const was = await deps.settings.set(rule, req.value, tx);
        await deps.audit.append(
          {
            actor,
            action: 'fraud_rule.set',
            target: rule,
            before: { value: was },
            after: { value: req.value },
            reason,
          },
          tx,
        );
        return was;
      });
      return { before, value: req.value };
    },
  };
}

export type FraudReview = ReturnType<typeof createFraudReview>;
