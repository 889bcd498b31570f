import { asc } from 'drizzle-orm';
import { BOOST_OFFERS, boostTitle, INVITE_REWARD_EP, type BoostOffer } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import type { Db, Tx } from '~/db/client';
import type { Logger } from '~/logger';
import { rewardRules } from '~/db/schema';
import { AppError } from '~/errors';

/** The terms of each boost on offer an operator may set, as `boost.<id>.<term>` (ADR 0028). */
export const BOOST_TERMS = {
  /** What the boost costs, in EP. */
  price_ep: { min: 1, max: 100_000 },
  /** Its multiplier of the point rate. */
  multiplier: { min: 1, max: 10 },
  /** How long it runs, in seconds: a minute to a week. */
  duration_seconds: { min: 60, max: 604_800, integer: true },
} as const;

export type BoostTerm = keyof typeof BOOST_TERMS;
export type BoostRule = `boost.${string}.${BoostTerm}`;

/** The rule of one term of one boost. */
export const boostRule = (boostId: string, term: BoostTerm): BoostRule =>
  `boost.${boostId}.${term}`;

const BOOST_TERM_NAMES = Object.keys(BOOST_TERMS) as BoostTerm[];

/** The rules named once for the whole deployment. */
const NAMED_RULES = {
  /** Multiplies every listener's point rate; the rate never goes below 1 (spec 1 §9). */
  base_rate: { min: 1, max: 100 },
  /** Credited listening allowed per account per UTC day, in hours (DAILY_LISTENING_CAP_HOURS). */
  daily_listening_cap_hours: { min: 0, max: 24 },
  /** The invite reward, each for the invitee (at once) and the referrer (on vesting), in EP. */
  referral_bonus_ep: { min: 0, max: 10_000 },
  /** Credited listening that turns a referee active and vests the referrer's reward, in seconds. */
  referral_vesting_seconds: { min: 1, max: 86_400, integer: true },
} as const;

export type NamedRule = keyof typeof NAMED_RULES;
export type RewardRule = NamedRule | BoostRule;
export type RuleValues = Record<NamedRule, number> & { [rule: BoostRule]: number };

/** A rule's bounds; `integer` when only whole numbers make sense (seconds). */
export interface RuleBounds {
  min: number;
  max: number;
  integer?: boolean;
}

/** The reward rules an operator may set at run time (ADR 0028), with their bounds. */
export const REWARD_RULES: Readonly<Record<RewardRule, RuleBounds>> = {
  ...NAMED_RULES,
  ...Object.fromEntries(
    BOOST_OFFERS.flatMap((offer) =>
      BOOST_TERM_NAMES.map((term) => [boostRule(offer.id, term), BOOST_TERMS[term]]),
    ),
  ),
};

/** The boosts' terms as the catalogue sets them: the defaults of the boost rules. */
export const BOOST_RULE_DEFAULTS: Record<BoostRule, number> = Object.fromEntries(
  BOOST_OFFERS.flatMap((offer) => [
    [boostRule(offer.id, 'price_ep'), offer.costEp],
    [boostRule(offer.id, 'multiplier'), offer.multiplier],
    [boostRule(offer.id, 'duration_seconds'), offer.durationSeconds],
  ]),
);

/**
 * The values in force when no operator set a rule: the configuration's (the daily cap, the
 * vesting threshold), the spec's invite reward and base rate of 1, the catalogue's boosts.
 */
export function ruleDefaults(config: { dailyCapMs: number; refereeActiveMs: number }): RuleValues {
  return {
    base_rate: 1,
    daily_listening_cap_hours: config.dailyCapMs / 3600_000,
    referral_bonus_ep: INVITE_REWARD_EP,
    referral_vesting_seconds: config.refereeActiveMs / 1000,
    ...BOOST_RULE_DEFAULTS,
  };
}

/** The referral programme's terms in force: the bonus each side gets and the vesting threshold. */
export async function referralTermsOf(rules: Pick<RewardRules, 'current'>) {
  const values = await rules.current();
  return {
    bonusEp: values.referral_bonus_ep,
    refereeActiveMs: Math.round(values.referral_vesting_seconds * 1000),
  };
}

export type ReferralTerms = Awaited<ReturnType<typeof referralTermsOf>>;

/** The boosts on offer with the terms in `values` (a bought boost keeps the terms it was bought at). */
export function offersIn(values: RuleValues): BoostOffer[] {
  return BOOST_OFFERS.map((offer) => {
    const multiplier = values[boostRule(offer.id, 'multiplier')] ?? offer.multiplier;
    const durationSeconds =
      values[boostRule(offer.id, 'duration_seconds')] ?? offer.durationSeconds;
    return {
      id: offer.id,
      title: boostTitle(multiplier, durationSeconds),
      multiplier,
      durationSeconds,
      costEp: values[boostRule(offer.id, 'price_ep')] ?? offer.costEp,
    };
  });
}

/** One rule change as stored: the value from `effectiveAt` on. */
export interface RuleChange {
  id: number;
  rule: RewardRule;
  value: number;
  effectiveAt: Date;
  createdAt: Date;
}

export const isRewardRule = (name: string): name is RewardRule => Object.hasOwn(REWARD_RULES, name);

/** The values in force at `at`: for each rule the newest change already effective, else the default. */
export function rulesAt(
  changes: readonly RuleChange[],
  defaults: RuleValues,
  at: Date,
): RuleValues {
  const values = { ...defaults };
  // Ordered by effective time, then by id: a later change of the same moment wins.
  for (const change of changes) {
    if (change.effectiveAt.getTime() <= at.getTime()) values[change.rule] = change.value;
  }
  return values;
}

/**
 * The reward rules of this instance: every change read from the database, kept in memory and
 * read again when older than `refreshMs` (so a change made on any instance applies here within
 * that interval, with no restart and no timer: a read of stale rules starts the refresh). The
 * values in force are computed at each read from the clock, so a change scheduled for later
 * takes effect at its moment. Changes only add rows; EP already paid is never touched.
 */
export function createRewardRules(deps: {
  db: Db;
  clock: Clock;
  defaults: RuleValues;
  refreshMs: number;
}) {
  let changes: RuleChange[] = [];
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function load(on: Db | Tx = deps.db) {
    const rows = await on
      .select()
      .from(rewardRules)
      .orderBy(asc(rewardRules.effectiveAt), asc(rewardRules.id));
    changes = rows.flatMap((row) =>
      isRewardRule(row.rule) && typeof row.value === 'number'
        ? [{ ...row, rule: row.rule, value: row.value }]
        : [],
    );
    readAt = performance.now();
  }

  /** Reads the changes again when stale; one read at a time. */
  function refresh(): Promise<void> {
    if (performance.now() - readAt < deps.refreshMs) return Promise.resolve();
    reading ??= load().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    defaults: deps.defaults,
    refreshMs: deps.refreshMs,
    /** Reads the rules, then again every `refreshMs`, so an idle instance is never staler. */
    async start(log: Logger) {
      await load();
      timer = setInterval(() => {
        load().catch((err: unknown) => log.warn({ err }, 'reward rules: reading failed'));
      }, deps.refreshMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    /** The values in force now, as last read; starts a refresh when stale (for synchronous readers). */
    inForce(): RuleValues {
      void refresh().catch(() => undefined);
      return rulesAt(changes, deps.defaults, deps.clock.now());
    },
    /** The values in force now, read again first when stale. */
    async current(): Promise<RuleValues> {
      await refresh();
      return rulesAt(changes, deps.defaults, deps.clock.now());
    },
    /** Every change, oldest first (an operator's view: past, in force and scheduled). */
    async changes(): Promise<readonly RuleChange[]> {
      await refresh();
      return changes;
    },
    /**
     * Sets `rule` to `value` from `effectiveAt` (now when absent; never in the past, so EP paid
     * and listening already credited keep the rules they had). In the caller's transaction
     * when given; this instance reads the change at once, the others within `refreshMs`.
     */
    async set(
      change: { rule: string; value: number; effectiveAt?: Date | undefined },
      on: Db | Tx = deps.db,
    ): Promise<{ before: number; change: RuleChange }> {
      const { rule, value } = change;
      if (!isRewardRule(rule)) throw invalid(`Unknown rule: ${rule}.`);
      const bounds = REWARD_RULES[rule]!;
      if (!Number.isFinite(value) || value < bounds.min || value > bounds.max)
        throw invalid(`${rule} must be between ${bounds.min} and ${bounds.max}.`);
      if (bounds.integer && !Number.isInteger(value))
        throw invalid(`${rule} must be a whole number.`);
      const now = deps.clock.now();
      const effectiveAt = change.effectiveAt ?? now;
      if (effectiveAt.getTime() < now.getTime() - 1000)
        throw invalid('The effective time must be now or later.');
      // Read on `on`: inside a transaction, a query of its own would wait for it on PGlite.
      await load(on);
      const before = rulesAt(changes, deps.defaults, effectiveAt)[rule]!;
      const [row] = await on
        .insert(rewardRules)
        .values({
          rule,
          value,
          effectiveAt: new Date(Math.max(effectiveAt.getTime(), now.getTime())),
        })
        .returning();
      readAt = -Infinity;
      return { before, change: { ...row!, rule, value } };
    },
    /** Forgets the cache: the next read goes to the database (after a transaction commits). */
    invalidate() {
      readAt = -Infinity;
    },
  };
}

export type RewardRules = ReturnType<typeof createRewardRules>;

const invalid = (message: string) =>
  new AppError('invalid_argument', REASONS.invalidOperatorAction, message);
