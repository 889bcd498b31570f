import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from './account';
import { createdAt } from './columns';

/**
 * Who may use the operator console (ADR 0028): an ordinary account with this row. None by
 * default; `npm run operator -- grant <email>` adds one, `revoke` removes it.
 */
export const operators = pgTable('operators', {
  userId: userRef().primaryKey(),
  grantedAt: createdAt(),
});

/**
 * Every operator action (ADR 0028): who, when, what, the value before and after, and why.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0022). The actor is
 * kept as text with no foreign key, so the row outlives the account; `actor_label` says who
 * it was at the time (an e-mail, or `command line` for the CLI).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    createdAt: createdAt(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * The fraud rules' thresholds an operator set (issue 39 §3, ADR 0028): one row per change,
 * only added; the newest row of a rule is in force, else the rule's default (fraud-rules.ts).
 * Each change has its audit entry (`fraud_rule.set`), written in the same transaction.
 */
export const fraudRuleChanges = pgTable('fraud_rule_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  rule: text('rule').notNull(),
  value: integer('value').notNull(),
  createdAt: createdAt(),
});
