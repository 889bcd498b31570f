import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { OperatorService as OperatorServiceDesc } from '@earshot/contract/operator/v1/operator';
import type { Actor } from './audit-log';
import type { ShownFlag } from './fraud-review';
import type { OperatorService } from './operator.service';

/** A flag on the wire. */
export const toFlag = (f: ShownFlag) => ({
  rule: f.rule,
  evidence: f.evidence,
  count: f.count,
  day: f.day ?? '',
  addressHash: f.addressHash ?? '',
  relatedAccounts: f.related,
});

/** An address on the wire: its hash and when it was seen. */
export const toAddress = (a: {
  addressHash: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  signUp: boolean;
}) => ({
  addressHash: a.addressHash,
  firstSeenAt: timestampFromDate(a.firstSeenAt),
  lastSeenAt: timestampFromDate(a.lastSeenAt),
  signUp: a.signUp,
});

/** The fraud review's calls (ADR 0028), for operators only, as every operator call. */
export function fraudHandlers(
  service: OperatorService,
  operator: (ctx: HandlerContext) => Promise<Actor>,
): Pick<ServiceImpl<typeof OperatorServiceDesc>, 'listFlaggedAccounts' | 'setFraudRule'> {
  return {
    async listFlaggedAccounts(_req, ctx) {
      await operator(ctx);
      const [accounts, rules] = await Promise.all([service.fraud.flagged(), service.fraud.rules()]);
      return {
        accounts: accounts.map((a) => ({
          userId: a.userId,
          email: a.email,
          name: a.name,
          active: a.active,
          earningHeldReason: a.heldReason,
          flags: a.flags.map(toFlag),
        })),
        rules,
      };
    },
    async setFraudRule(req, ctx) {
      return service.fraud.setRule(await operator(ctx), req);
    },
  };
}
