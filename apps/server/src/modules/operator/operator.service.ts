import { CATALOG_PAGE, milliEpToEp as ep } from '@earshot/domain';
import { ERROR_KINDS, REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import type { Db, Tx } from '~/db/client';
import { AppError } from '~/errors';
import { pageOrThrow } from '~/modules/catalog';
import {
  REWARD_RULES,
  type DayFigure,
  type EarningHolds,
  type LedgerFigures,
  type LedgerReversals,
  type RewardRule,
  type RewardRules,
} from '~/modules/rewards';
import type { JobRuns } from '~/jobs/job-runs.repo';
import type { LiveInstance } from '~/jobs/live-instances';
import type { AccountReview } from './account-review';
import type { Actor, AuditFilter, AuditLog } from './audit-log';
import type { FraudReview } from './fraud-review';
import { auditCsv } from './audit-csv';
import type { OperatorRepo } from './operator.repo';
import { invalid, reasonOrThrow } from './reason';

/** How far back the overview looks. */
const OVERVIEW_DAYS = 30;
/** The hours of the chart by hour: today and yesterday, so an hour compares with the day before. */
const OVERVIEW_HOURS = 48;
const TOP_TRACKS = 10;

/**
 * The operator console's use-cases (ADR 0028). Reads the other contexts through what they
 * export; changes a rule through the rewards context's rules, with its audit entry in the same
 * transaction.
 */
export function createOperatorService(deps: {
  db: Db;
  clock: Clock;
  roles: OperatorRepo;
  audit: AuditLog;
  rules: RewardRules;
  ledgerFigures: LedgerFigures;
  signUpsPerDay: (since: Date) => Promise<DayFigure[]>;
  jobRuns: () => Promise<JobRuns>;
  tracks: (ids: number[]) => Promise<{ id: number; title: string; artistName: string | null }[]>;
  /** The e-mail of an account (the actor's name in the log), or its id when it has none. */
  labelOf: (userId: string) => Promise<string>;
  liveListeners: () => number;
  instance: string | undefined;
  /** Every live instance and how they report (jobs/live-instances.ts). */
  instances: { live: () => Promise<LiveInstance[]>; heartbeatSeconds: number; staleBeats: number };
  holds: EarningHolds;
  /** A live account by e-mail (the account context's lookup). */
  accountByEmail: (email: string) => Promise<{ id: string } | undefined>;
  reversals: LedgerReversals;
  review: AccountReview;
  /** The fraud rules, their thresholds and the accounts they flag (fraud-review.ts). */
  fraud: FraudReview;
  /** The account context's deletion; `record` runs in its transaction (the audit entry). */
  deleteAccount: (userId: string, record: (tx: Tx) => Promise<void>) => Promise<void>;
}) {
  async function accountOrThrow(email: string) {
    const normalized = email.trim().toLowerCase();
    const found = normalized ? await deps.accountByEmail(normalized) : undefined;
    if (!found) throw invalid(`No account with the e-mail ${normalized}.`);
    return { id: found.id, email: normalized };
  }

  return {
    isOperator: (userId: string) => deps.roles.isOperator(userId),

    /** The acting operator, or PermissionDenied for any other account. */
    async operatorOrThrow(userId: string): Promise<Actor> {
      if (!(await deps.roles.isOperator(userId)))
        throw new AppError(
          'permission_denied',
          REASONS.operatorRequired,
          ERROR_KINDS.permission_denied.text,
        );
      return { id: userId, label: await deps.labelOf(userId) };
    },

    async overview() {
      const since = new Date(deps.clock.now().getTime() - OVERVIEW_DAYS * 86_400_000);
      const [paid, paidPerHour, signUps, top, jobRuns, instances] = await Promise.all([
        deps.ledgerFigures.paidPerDay(since),
        deps.ledgerFigures.paidPerHour(deps.clock.now(), OVERVIEW_HOURS),
        deps.signUpsPerDay(since),
        deps.ledgerFigures.topTracks(since, TOP_TRACKS),
        deps.jobRuns(),
        deps.instances.live(),
      ]);
      const tracks = new Map(
        (await deps.tracks(top.map((t) => t.trackId))).map((track) => [track.id, track]),
      );
      return {
        liveListeners: deps.liveListeners(),
        instance: deps.instance ?? '',
        epPaidPerDay: paid,
        signUpsPerDay: signUps,
        topTracks: top.map((t) => ({
          trackId: t.trackId,
          title: tracks.get(t.trackId)?.title ?? `#${t.trackId}`,
          artist: tracks.get(t.trackId)?.artistName ?? '',
          creditedSeconds: t.creditedMs / 1000,
        })),
        jobRuns,
        epPaidPerHour: paidPerHour,
        instances,
        instanceHeartbeatSeconds: deps.instances.heartbeatSeconds,
        instanceStaleBeats: deps.instances.staleBeats,
      };
    },

    async rules() {
      const [inForce, changes] = await Promise.all([deps.rules.current(), deps.rules.changes()]);
      return {
        rules: (Object.keys(REWARD_RULES) as RewardRule[]).map((rule) => ({
          rule,
          value: inForce[rule],
          defaultValue: deps.rules.defaults[rule],
          ...REWARD_RULES[rule],
        })),
        changes: [...changes].reverse(),
        refreshSeconds: deps.rules.refreshMs / 1000,
      };
    },

    /** Sets a rule through the rewards context, and records it, in one transaction. */
    async setRule(
      actor: Actor,
      req: { rule: string; value: number; effectiveAt?: Date | undefined; reason: string },
    ) {
      const reason = reasonOrThrow(req.reason);
      const set = await deps.db.transaction(async (tx) => {
        const done = await deps.rules.set(req, tx);
        await deps.audit.append(
          {
            actor,
            action: 'rule.set',
            target: done.change.rule,
            before: { value: done.before },
            after: { value: done.change.value, effectiveAt: done.change.effectiveAt },
            reason,
          },
          tx,
        );
        return done;
      });
      // Committed: this instance reads it at once; the others within their refresh interval.
      deps.rules.invalidate();
      await deps.rules.current();
      return set;
    },

    /** Holds an account's earning through the rewards context, and records it. */
    async holdEarning(actor: Actor, req: { email: string; reason: string }) {
      const reason = reasonOrThrow(req.reason);
      const account = await accountOrThrow(req.email);
      const before = await deps.db.transaction(async (tx) => {
        const was = await deps.holds.hold(account.id, reason, tx);
        await deps.audit.append(
          {
            actor,
            action: 'earning.hold',
            target: account.email,
            before: was === undefined ? { held: false } : { held: true, reason: was },
            after: { held: true, reason },
            reason,
          },
          tx,
        );
        return was;
      });
      return { wasHeld: before !== undefined };
    },

    /** Releases it: paid again from the next processing on. */
    async releaseEarning(actor: Actor, req: { email: string; reason: string }) {
      const reason = reasonOrThrow(req.reason);
      const account = await accountOrThrow(req.email);
      const before = await deps.db.transaction(async (tx) => {
        const was = await deps.holds.release(account.id, tx);
        if (was !== undefined)
          await deps.audit.append(
            {
              actor,
              action: 'earning.release',
              target: account.email,
              before: { held: true, reason: was },
              after: { held: false },
              reason,
            },
            tx,
          );
        return was;
      });
      return { wasHeld: before !== undefined };
    },

    /**
     * Reverses one ledger entry through the rewards context (a compensating entry; the entry
     * stays), and records it with the balance before and after, in one transaction.
     */
    async reverseLedgerEntry(actor: Actor, req: { entryId: number; reason: string }) {
      const reason = reasonOrThrow(req.reason);
      if (!Number.isSafeInteger(req.entryId) || req.entryId <= 0)
        throw invalid('A ledger entry id is required.');
      // The owner's e-mail is read first: a read outside the transaction would wait for it on
      // PGlite's one connection.
      const owner = await deps.labelOf((await deps.reversals.entryOrThrow(req.entryId)).userId);
      return deps.db.transaction(async (tx) => {
        const done = await deps.reversals.reverse(req.entryId, tx);
        const { entry } = done;
        await deps.audit.append(
          {
            actor,
            action: 'ledger.reverse',
            target: `ledger entry ${entry.id} of ${owner}`,
            before: {
              entry: entry.id,
              kind: entry.kind,
              amount: ep(entry.amountMilliEp),
              balance: ep(done.balanceBeforeMilliEp),
            },
            after: {
              reversal: done.reversalId,
              balance: ep(done.balanceAfterMilliEp),
              // A reversed purchase also ends its boost (the rate drops from now on).
              ...(done.boostEnded ? { boostEnded: true } : {}),
            },
            reason,
          },
          tx,
        );
        return done;
      });
    },

    /** Closes an account through the account context's deletion, and records it there. */
    async closeAccount(actor: Actor, req: { email: string; reason: string }) {
      const reason = reasonOrThrow(req.reason);
      const account = await accountOrThrow(req.email);
      await deps.deleteAccount(account.id, (tx) =>
        deps.audit.append(
          {
            actor,
            action: 'account.close',
            target: account.email,
            before: { status: 'active' },
            after: { status: 'deleted' },
            reason,
          },
          tx,
        ),
      );
      return { userId: account.id };
    },

    fraud: deps.fraud,

    /** One account's sessions, ledger, referees and hold, by e-mail or id. */
    accountReview: (account: string) => deps.review.review(account),

    auditLog: (
      filter: AuditFilter,
      req: { offset?: number | undefined; limit?: number | undefined },
    ) => deps.audit.list(filter, pageOrThrow(req, CATALOG_PAGE)),

    auditCsv: (filter: AuditFilter) => auditCsv(deps.audit.all(filter)),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
