import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client';
import { auditLog } from '~/db/schema';

/** Who acted: an operator's account (id and e-mail), or the command line. */
export interface Actor {
  id: string | null;
  label: string;
}

/** The command line's name in the log: it runs on the server's machine, as its owner. */
export const COMMAND_LINE: Actor = { id: null, label: 'command line' };

/** What the log keeps of one action. */
export interface AuditAction {
  actor: Actor;
  action:
    | 'rule.set'
    | 'operator.grant'
    | 'operator.revoke'
    | 'earning.hold'
    | 'earning.release'
    | 'ledger.reverse'
    | 'account.close'
    | 'fraud_rule.set';
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
}

export type AuditEntry = typeof auditLog.$inferSelect;

const where = (f: AuditFilter): SQL | undefined =>
  and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.actor ? eq(auditLog.actorLabel, f.actor) : undefined,
    f.since ? gte(auditLog.createdAt, f.since) : undefined,
    f.until ? lt(auditLog.createdAt, f.until) : undefined,
  );

/**
 * The audit log (ADR 0028): appended in the transaction of the change it records, read newest
 * first. There is no update or delete here, and the database refuses them anyway (a trigger).
 */
export function createAuditLog(db: Db) {
  return {
    async append(entry: AuditAction, on: Db | Tx = db): Promise<void> {
      await on.insert(auditLog).values({
        actorId: entry.actor.id,
        actorLabel: entry.actor.label,
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason,
      });
    },
    async list(filter: AuditFilter, page: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where(filter))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(auditLog).where(where(filter)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Every matching entry, newest first, in pages of 1000 (for the CSV export). */
    async *all(filter: AuditFilter): AsyncGenerator<AuditEntry> {
      for (let offset = 0; ; offset += 1000) {
        const rows = await db
          .select()
          .from(auditLog)
          .where(where(filter))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .offset(offset)
          .limit(1000);
        yield* rows;
        if (rows.length < 1000) return;
      }
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
