import {
  bigint,
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './account';
import { createdAt } from './columns';

/** What a ledger entry is for. */
export const ledgerKind = pgEnum('ledger_kind', ['listening', 'referral', 'boost', 'bonus']);

/**
 * The append-only EP ledger (LedgerEntry): integer milli-EP, each with a unique idempotency
 * key, written in the same transaction as the state it pays for. Balances derive from it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    kind: ledgerKind('kind').notNull(),
    amountMilliEp: bigint('amount_milli_ep', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** For listening: the session, track, credited time and rate it paid. */
    sessionId: text('session_id'),
    trackId: integer('track_id'),
    creditedMs: integer('credited_ms'),
    rate: doublePrecision('rate'),
    /**
     * For a reversal (ADR 0028): the entry it compensates, whose kind it keeps and whose amount
     * it negates. Unique, so an entry is reversed at most once; null for any other entry.
     */
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ledger_entries_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A point boost bought (ADR 0019): the catalogue's boost, its multiplier and window, and the
 * ledger entry that paid for it. The highest multiplier running counts; boosts never stack.
 */
export const boostPurchases = pgTable(
  'boost_purchases',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    boostId: text('boost_id').notNull(),
    multiplier: doublePrecision('multiplier').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('boost_purchases_user_idx').on(t.userId, t.endsAt),
    // The EP history joins each entry to the boost it bought or granted: one probe per row.
    // Unique: an entry accounts for at most one boost.
    uniqueIndex('boost_purchases_ledger_entry_idx').on(t.ledgerEntryId),
  ],
);

/**
 * The reward rules set at run time (ADR 0028), each row sets one
 * rule's value from `effective_at` on. The rule in force is the newest row already effective;
 * with none, the configuration's default. Rows are never changed, so a past rule stays readable.
 */
export const rewardRules = pgTable(
  'reward_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rule: text('rule').notNull(),
    value: jsonb('value').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reward_rules_rule_idx').on(t.rule, t.effectiveAt)],
);

/**
 * Accounts whose earning an operator held (ADR 0028): while a row exists their listening is
 * still credited as time, but the processor pays it 0 EP; the listener is told the reason.
 * Release deletes the row; the audit log keeps both actions.
 */
export const earningHolds = pgTable('earning_holds', {
  userId: userRef().primaryKey(),
  reason: text('reason').notNull(),
  heldAt: createdAt(),
});
