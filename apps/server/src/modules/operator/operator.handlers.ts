import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { OperatorService as OperatorServiceDesc } from '@earshot/contract/operator/v1/operator';
import { milliEpToEp } from '@earshot/domain';
import { requireCaller } from '~/rpc/auth-context';
import type { AuditEntry } from './audit-log';
import { fraudHandlers, toAddress, toFlag } from './fraud.handlers';
import type { OperatorService } from './operator.service';
import { overviewMessage } from './overview-message';

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

const toEntry = (e: AuditEntry) => ({
  id: BigInt(e.id),
  at: timestampFromDate(e.createdAt),
  actor: e.actorLabel,
  action: e.action,
  target: e.target,
  before: json(e.before),
  after: json(e.after),
  reason: e.reason,
});

const toChange = (c: {
  id: number;
  rule: string;
  value: number;
  effectiveAt: Date;
  createdAt: Date;
}) => ({
  id: BigInt(c.id),
  rule: c.rule,
  value: c.value,
  effectiveAt: timestampFromDate(c.effectiveAt),
  createdAt: timestampFromDate(c.createdAt),
});

/**
 * The operator RPC handlers: each checks the role on the server first (a visitor is
 * Unauthenticated, any other account PermissionDenied); GetAccess answers every signed-in
 * caller with their own role.
 */
export function operatorHandlers(
  service: OperatorService,
): ServiceImpl<typeof OperatorServiceDesc> {
  const operator = (ctx: HandlerContext) => service.operatorOrThrow(requireCaller(ctx).userId);
  return {
    ...fraudHandlers(service, operator),
    async getAccess(_req, ctx) {
      return { operator: await service.isOperator(requireCaller(ctx).userId) };
    },
    async getOverview(_req, ctx) {
      await operator(ctx);
      const o = await service.overview();
      return overviewMessage(o);
    },
    async getRewardRules(_req, ctx) {
      await operator(ctx);
      const r = await service.rules();
      return { ...r, changes: r.changes.map(toChange) };
    },
    async setRewardRule(req, ctx) {
      const actor = await operator(ctx);
      const set = await service.setRule(actor, {
        rule: req.rule,
        value: req.value,
        effectiveAt: req.effectiveAt && timestampDate(req.effectiveAt),
        reason: req.reason,
      });
      return { change: toChange(set.change), before: set.before };
    },
    async holdEarning(req, ctx) {
      return service.holdEarning(await operator(ctx), req);
    },
    async releaseEarning(req, ctx) {
      return service.releaseEarning(await operator(ctx), req);
    },
    async reverseLedgerEntry(req, ctx) {
      const done = await service.reverseLedgerEntry(await operator(ctx), {
        entryId: Number(req.entryId),
        reason: req.reason,
      });
      return {
        reversalEntryId: BigInt(done.reversalId),
        balanceBefore: milliEpToEp(done.balanceBeforeMilliEp),
        balanceAfter: milliEpToEp(done.balanceAfterMilliEp),
      };
    },
    async closeAccount(req, ctx) {
      return service.closeAccount(await operator(ctx), req);
    },
    async getAccountReview(req, ctx) {
      await operator(ctx);
      const r = await service.accountReview(req.account);
      return {
        userId: r.account.id,
        email: r.account.email ?? '',
        name: r.account.name ?? '',
        createdAt: timestampFromDate(r.account.createdAt),
        active: r.account.active,
        earningHeldReason: r.heldReason,
        balance: r.balance,
        totalEarned: r.totalEarned,
        sessions: r.sessions.rows.map((s) => ({
          sessionId: s.id,
          trackId: s.trackId,
          trackTitle: s.trackTitle ?? '',
          startedAt: timestampFromDate(s.startedAt),
          status: s.status,
          creditedSeconds: s.creditedMs / 1000,
        })),
        sessionsTotal: r.sessions.total,
        ledger: r.ledger.rows.map((e) => ({
          entryId: BigInt(e.id),
          kind: e.kind,
          amount: e.amount,
          createdAt: timestampFromDate(e.createdAt),
          reversesEntryId: BigInt(e.reversesEntryId ?? 0),
          reversedByEntryId: BigInt(e.reversedBy ?? 0),
          trackTitle: e.trackTitle ?? '',
        })),
        ledgerTotal: r.ledger.total,
        referees: r.referees.rows.map((f) => ({
          userId: f.refereeId,
          name: f.name ?? '',
          referredAt: timestampFromDate(f.createdAt),
          status: f.status,
          rewarded: f.rewarded === true,
        })),
        refereesTotal: r.referees.total,
        flags: r.flags.map(toFlag),
        addresses: r.addresses.map(toAddress),
      };
    },
    async listAuditLog(req, ctx) {
      await operator(ctx);
      const { rows, total } = await service.auditLog(
        {
          action: req.action || undefined,
          actor: req.actor || undefined,
          since: req.since && timestampDate(req.since),
          until: req.until && timestampDate(req.until),
        },
        req,
      );
      return { entries: rows.map(toEntry), total };
    },
  };
}
