import { isMilliEp } from '@earshot/domain';
import type { Clock } from '~/clock';
import type { Db, Tx } from '~/db/client';
import { createLedgerRepo, type LedgerRow } from './ledger.repo';

/** Why EP moved: the ledger entry's kind (DESIGN.md: listening, referral, boost, bonus). */
export type LedgerKind = LedgerRow['kind'];

/** One EP movement. */
export interface LedgerAppend {
  userId: string;
  kind: LedgerKind;
  /** Integer milli-EP: positive to credit, negative to spend (@earshot/domain ep/). */
  amountMilliEp: number;
  /**
   * Unique per movement, so a replay moves nothing: `listening:<session>:<first>-<last>`,
   * the referral's id, the boost's id (ledgerKeys).
   */
  idempotencyKey: string;
  /** For listening: what the entry paid (shown in the EP history). */
  listening?: { sessionId: string; trackId: number; creditedMs: number; rate: number };
  /** For a reversal (ADR 0028): the entry it compensates. */
  reversesEntryId?: number;
}

/** What an append did: the entry holding the key, and whether this call wrote it. */
export interface Appended {
  entryId: number;
  appended: boolean;
}

/** The idempotency keys of the movements there are. */
export const ledgerKeys = {
  /** Settlements `first`..`last` of one listening session. */
  listening: (sessionId: string, first: number, last: number) =>
    `listening:${sessionId}:${first}-${last}`,
  /** The invitee's welcome bonus: once per account. */
  welcomeBonus: (refereeId: string) => `referral:welcome:${refereeId}`,
  /** The referrer's reward for one referee (a referee has one referrer, ever). */
  referrerReward: (refereeId: string) => `referral:reward:${refereeId}`,
  /** A referral milestone reached: once per referrer and milestone. */
  milestone: (userId: string, milestoneId: string) => `referral:milestone:${userId}:${milestoneId}`,
  /** The price of one boost purchase. */
  boostPurchase: (purchaseId: string) => `boost:${purchaseId}`,
  /** An operator's reversal of one entry (ADR 0028): once per entry. */
  reversal: (entryId: number) => `reversal:${entryId}`,
};

/** What a referral programme key of ledgerKeys was built for (readLedgerKey). */
export type ReferralKeyMeaning =
  | { of: 'welcomeBonus'; refereeId: string }
  | { of: 'referrerReward'; refereeId: string }
  | { of: 'milestone'; userId: string; milestoneId: string };

/**
 * Reads a referral programme key of ledgerKeys back; undefined for any other key. Kept beside
 * ledgerKeys so the shapes are written in one place: the EP history and the referral rewards
 * tell a welcome bonus from a milestone by their key, not by a column (ADR 0019).
 */
export function readLedgerKey(key: string): ReferralKeyMeaning | undefined {
  const [head, what, subject, milestoneId, ...rest] = key.split(':');
  if (head !== 'referral' || !subject || rest.length > 0) return undefined;
  if (what === 'milestone')
    return milestoneId ? { of: 'milestone', userId: subject, milestoneId } : undefined;
  if (milestoneId !== undefined) return undefined;
  if (what === 'welcome') return { of: 'welcomeBonus', refereeId: subject };
  if (what === 'reward') return { of: 'referrerReward', refereeId: subject };
  return undefined;
}

/**
 * The EP ledger: the one way EP moves (append) and the figures derived from it. Pass the
 * transaction of the state an entry pays for, so both commit together or not at all.
 */
export function createLedger(db: Db, deps: { clock: Clock }) {
  const { insert, idByKey, ...reads } = createLedgerRepo(db);
  return {
    ...reads,
    /** Appends one movement once: a second append with the same key writes nothing. */
    async append(entry: LedgerAppend, tx?: Tx): Promise<Appended> {
      if (!isMilliEp(entry.amountMilliEp)) {
        throw new Error(`ledger: ${entry.amountMilliEp} is not a whole number of milli-EP`);
      }
      const entryId = await insert(
        {
          userId: entry.userId,
          kind: entry.kind,
          amountMilliEp: entry.amountMilliEp,
          idempotencyKey: entry.idempotencyKey,
          ...entry.listening,
          reversesEntryId: entry.reversesEntryId,
          createdAt: deps.clock.now(),
        },
        tx,
      );
      if (entryId !== undefined) return { entryId, appended: true };
      const existing = await idByKey(entry.idempotencyKey, tx);
      if (existing === undefined) throw new Error('ledger: key neither inserted nor found');
      return { entryId: existing, appended: false };
    },
  };
}

/** The EP ledger's shape. */
export type Ledger = ReturnType<typeof createLedger>;
