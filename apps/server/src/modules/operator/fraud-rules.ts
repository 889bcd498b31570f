/**
 * The fraud rules (issue 39 §3, ADR 0028), in one file: each rule names what it looks for in
 * plain words (the console shows them), its threshold with its bounds, and how it finds the
 * accounts from what the owning contexts answer. An operator sets each threshold at run time
 * (fraud-rule-settings.ts, audited); a rule only flags: holding, reversing or closing stays
 * an operator's decision.
 */

/** The rules, in the console's order. */
export const FRAUD_RULE_NAMES = [
  'shared_address',
  'referral_ring',
  'daily_cap',
  'take_overs',
  'boost_refunds',
] as const;

export type FraudRuleName = (typeof FRAUD_RULE_NAMES)[number];

/** How far back the rules look, in days (the cap rule looks at its own few days). */
export const FLAG_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** What was seen on one account: the evidence an operator reads before acting. */
export interface FraudFlag {
  rule: FraudRuleName;
  userId: string;
  /** What was seen, in plain words. */
  evidence: string;
  /** The figure compared with the threshold (accounts, depth, days, take-overs, refunds). */
  count: number;
  /** The UTC day it was seen on (YYYY-MM-DD), when the rule counts per day. */
  day?: string;
  /** The address's hash, for the address rule. */
  addressHash?: string;
  /** The other accounts involved (same address, same chain or ring). */
  related: string[];
}

/** What the rules read, each through the context that owns it (wired in services.ts). */
export interface FraudReaders {
  /** Account context: addresses and UTC days with at least `min` sign-ups. */
  signUpsSharingAddress(
    since: Date,
    min: number,
  ): Promise<{ addressHash: string; day: string; userIds: string[] }[]>;
  /** Referral context: who referred whom. */
  referralEdges(): Promise<{ referrerId: string; refereeId: string }[]>;
  /** Rewards context: the daily listening cap in force, in ms. */
  dailyCapMs(): number;
  /** Listening context: each account and UTC day whose credited listening reached `capMs`. */
  daysAtCap(since: Date, capMs: number): Promise<{ userId: string; day: string }[]>;
  /** Listening context: accounts with at least `min` sessions taken over on one UTC day. */
  takeOvers(since: Date, min: number): Promise<{ userId: string; day: string; count: number }[]>;
  /** Rewards context: accounts with at least `min` boost purchases refunded since `since`. */
  boostRefunds(since: Date, min: number): Promise<{ userId: string; count: number }[]>;
}

interface FraudRuleSpec {
  /** The console's name for it. */
  title: string;
  /** What it looks for, in plain words. */
  description: string;
  /** What its threshold counts, and its bounds. */
  threshold: { unit: string; default: number; min: number; max: number };
  /** The flags it raises at `threshold`, as of `now`. */
  flags(threshold: number, read: FraudReaders, now: Date): Promise<FraudFlag[]>;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const windowStart = (now: Date) => daysBefore(now, FLAG_WINDOW_DAYS);
/** A hash as the evidence shows it: its first 12 characters are plenty to tell two apart. */
export const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const FRAUD_RULES: Record<FraudRuleName, FraudRuleSpec> = {
  shared_address: {
    title: 'One network address',
    description: 'Many accounts signed up from one network address on one UTC day.',
    threshold: { unit: 'accounts', default: 5, min: 2, max: 1000 },
    async flags(threshold, read, now) {
      const groups = await read.signUpsSharingAddress(windowStart(now), threshold);
      return groups.flatMap(({ addressHash, day, userIds }) =>
        userIds.map((userId) => ({
          rule: 'shared_address',
          userId,
          evidence: `${plural(userIds.length, 'account')} signed up from address ${shortHash(addressHash)} on ${day}.`,
          count: userIds.length,
          day,
          addressHash,
          related: userIds.filter((id) => id !== userId),
        })),
      );
    },
  },

  referral_ring: {
    title: 'Referral chains and rings',
    description:
      'An account whose referees refer on, and theirs again, this many levels deep; or accounts that referred each other in a ring.',
    threshold: { unit: 'levels', default: 3, min: 2, max: 100 },
    async flags(threshold, read) {
      return referralFlags(await read.referralEdges(), threshold);
    },
  },

  daily_cap: {
    title: 'At the cap every day',
    description: 'Credited listening reached the daily cap on each of this many days in a row.',
    threshold: { unit: 'days', default: 3, min: 1, max: 30 },
    async flags(threshold, read, now) {
      const capMs = read.dailyCapMs();
      if (capMs <= 0) return [];
      const rows = await read.daysAtCap(daysBefore(now, threshold), capMs);
      const days = new Map<string, Set<string>>();
      for (const { userId, day } of rows)
        days.set(userId, (days.get(userId) ?? new Set()).add(day));
      // The last `threshold` days up to today, or up to yesterday (today is not over yet).
      const run = (endsDaysAgo: number) =>
        Array.from({ length: threshold }, (_, i) => dayOf(daysBefore(now, endsDaysAgo + i)));
      const runs = [run(0), run(1)];
      return [...days].flatMap(([userId, atCap]) => {
        const full = runs.find((r) => r.every((day) => atCap.has(day)));
        if (!full) return [];
        const hours = Math.round((capMs / 3_600_000) * 100) / 100;
        return [
          {
            rule: 'daily_cap',
            userId,
            evidence: `At the daily cap (${hours} h) on each of ${plural(threshold, 'day')} up to ${full[0]}.`,
            count: threshold,
            day: full[0],
            related: [],
          },
        ];
      });
    },
  },

  take_overs: {
    title: 'Sockets and take-overs',
    description:
      'Listening sessions taken over by another socket or device this many times on one UTC day.',
    threshold: { unit: 'take-overs a day', default: 20, min: 2, max: 10_000 },
    async flags(threshold, read, now) {
      const rows = await read.takeOvers(windowStart(now), threshold);
      const worst = new Map<string, { day: string; count: number }>();
      for (const row of rows)
        if ((worst.get(row.userId)?.count ?? 0) < row.count) worst.set(row.userId, row);
      return [...worst].map(([userId, { day, count }]) => ({
        rule: 'take_overs',
        userId,
        evidence: `${plural(count, 'session')} taken over by another socket on ${day}.`,
        count,
        day,
        related: [],
      }));
    },
  },

  boost_refunds: {
    title: 'Boosts bought and refunded',
    description: `Boost purchases refunded (reversed) this many times in ${FLAG_WINDOW_DAYS} days.`,
    threshold: { unit: 'refunds', default: 2, min: 1, max: 1000 },
    async flags(threshold, read, now) {
      const rows = await read.boostRefunds(windowStart(now), threshold);
      return rows.map(({ userId, count }) => ({
        rule: 'boost_refunds',
        userId,
        evidence: `${plural(count, 'boost')} bought and refunded in ${FLAG_WINDOW_DAYS} days.`,
        count,
        related: [],
      }));
    },
  },
};

export const isFraudRule = (name: string): name is FraudRuleName =>
  (FRAUD_RULE_NAMES as readonly string[]).includes(name);

/**
 * Chains and rings in the referral relation. Each account has at most one referrer, so
 * following referrers from any account ends at a head (no referrer) or goes round a ring.
 * Every account of a ring is flagged; a chain `depth` levels deep or more flags each of its
 * accounts, with the chain from its head.
 */
export function referralFlags(
  edges: readonly { referrerId: string; refereeId: string }[],
  depth: number,
): FraudFlag[] {
  const referrerOf = new Map(edges.map((e) => [e.refereeId, e.referrerId]));
  const nodes = new Set(edges.flatMap((e) => [e.referrerId, e.refereeId]));
  const flags: FraudFlag[] = [];

  // Rings: walk up from each account, marking the walk; meeting the walk again closes a ring.
  const done = new Set<string>();
  const inRing = new Set<string>();
  for (const start of nodes) {
    const walk: string[] = [];
    const onWalk = new Set<string>();
    let at: string | undefined = start;
    while (at !== undefined && !done.has(at) && !onWalk.has(at)) {
      walk.push(at);
      onWalk.add(at);
      at = referrerOf.get(at);
    }
    if (at !== undefined && onWalk.has(at)) {
      const ring = walk.slice(walk.indexOf(at));
      for (const userId of ring) {
        inRing.add(userId);
        flags.push({
          rule: 'referral_ring',
          userId,
          evidence: `In a ring of ${plural(ring.length, 'account')} that referred each other.`,
          count: ring.length,
          related: ring.filter((id) => id !== userId),
        });
      }
    }
    for (const id of walk) done.add(id);
  }

  // Chains: the path up from each account to its head; the deepest path per head counts.
  const pathUp = (from: string): string[] | undefined => {
    const path = [from];
    for (let at = referrerOf.get(from); at !== undefined; at = referrerOf.get(at)) {
      if (inRing.has(at)) return undefined;
      path.push(at);
    }
    return path;
  };
  const deepest = new Map<string, string[]>();
  for (const id of nodes) {
    if (inRing.has(id)) continue;
    const path = pathUp(id);
    const head = path?.at(-1);
    if (!path || head === undefined) continue;
    if ((deepest.get(head)?.length ?? 0) < path.length) deepest.set(head, path);
  }
  for (const path of deepest.values()) {
    const levels = path.length - 1;
    if (levels < depth) continue;
    const chain = [...path].reverse();
    for (const userId of chain)
      flags.push({
        rule: 'referral_ring',
        userId,
        evidence: `In a referral chain ${plural(levels, 'level')} deep.`,
        count: levels,
        related: chain.filter((id) => id !== userId),
      });
  }
  return flags;
}
