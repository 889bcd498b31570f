import { Code } from '@connectrpc/connect';
import { ErrorDetailSchema } from '@earshot/contract/common/v1/error';
import { BonusReason, LedgerKind, RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '~/test/fixture';
import { failure, type rpcClient } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';
import { createLedger, ledgerKeys } from './ledger';

const clock = testClock('2026-04-01T10:00:00.000Z');
const t = useTestServer({ clock });
let rewards: ReturnType<typeof rpcClient<typeof RewardsService>>;

beforeAll(async () => {
  const { user, rpc } = await t.account({ email: 'kinds@example.com' });
  rewards = rpc(RewardsService);
  // One entry of each kind, a minute apart, the oldest first.
  const ledger = createLedger(t.database.db, { clock });
  const entries = [
    { kind: 'bonus', key: ledgerKeys.welcomeBonus(user.id), ep: 100 },
    { kind: 'listening', key: ledgerKeys.listening('s1', 1, 2), ep: 30 },
    { kind: 'referral', key: ledgerKeys.referrerReward('cfriend0000000000000000000'), ep: 100 },
    { kind: 'boost', key: ledgerKeys.boostPurchase('p1'), ep: -50 },
    { kind: 'listening', key: ledgerKeys.listening('s2', 1, 1), ep: 15 },
  ] as const;
  for (const entry of entries) {
    clock.advance(60_000);
    await ledger.append({
      userId: user.id,
      kind: entry.kind,
      amountMilliEp: entry.ep * 1000,
      idempotencyKey: entry.key,
    });
  }
});

async function refusal(call: Promise<unknown>) {
  const error = await failure(call);
  return { code: error.code, reason: error.findDetails(ErrorDetailSchema)[0]?.reason };
}

describe('ListLedgerEntries kinds filter', () => {
  it('answers every kind when no kind is named', async () => {
    const all = await rewards.listLedgerEntries({});
    expect(all.total).toBe(5);
    expect(all.entries.map((e) => e.kind)).toEqual([
      LedgerKind.LISTENING,
      LedgerKind.BOOST,
      LedgerKind.REFERRAL,
      LedgerKind.LISTENING,
      LedgerKind.BONUS,
    ]);
  });

  it('answers only the kinds named, newest first, with their own total', async () => {
    const kinds = [LedgerKind.REFERRAL, LedgerKind.BOOST, LedgerKind.BONUS];
    const page = await rewards.listLedgerEntries({ kinds, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.entries.map((e) => [e.kind, e.amount])).toEqual([
      [LedgerKind.BOOST, -50],
      [LedgerKind.REFERRAL, 100],
    ]);
    const rest = await rewards.listLedgerEntries({ kinds, offset: 2 });
    expect(rest.total).toBe(3);
    expect(rest.entries.map((e) => [e.kind, e.bonusReason])).toEqual([
      [LedgerKind.BONUS, BonusReason.WELCOME],
    ]);
    const listening = await rewards.listLedgerEntries({ kinds: [LedgerKind.LISTENING] });
    expect([listening.total, listening.entries.map((e) => e.amount)]).toEqual([2, [15, 30]]);
  });

  it('refuses LEDGER_KIND_UNSPECIFIED or an unknown kind as InvalidArgument', async () => {
    const refused = { code: Code.InvalidArgument, reason: 'invalid_ledger_kind' };
    expect(
      await refusal(
        rewards.listLedgerEntries({ kinds: [LedgerKind.BONUS, LedgerKind.UNSPECIFIED] }),
      ),
    ).toEqual(refused);
    expect(await refusal(rewards.listLedgerEntries({ kinds: [9 as LedgerKind] }))).toEqual(refused);
  });

  it('asks for a signed-in caller before reading the filter', async () => {
    const visitor = t.rpc(RewardsService);
    const answer = await refusal(visitor.listLedgerEntries({ kinds: [LedgerKind.UNSPECIFIED] }));
    expect(answer.code).toBe(Code.Unauthenticated);
  });
});
