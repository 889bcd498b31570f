import { Code } from '@connectrpc/connect';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rankTotals } from '~/db/schema';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { seedTracks, useTestServer } from '~/test/fixture';
import { failure, rpcClient } from '~/test/rpc-client';
import { testClockAtRealNow } from '~/test/test-clock';
import { COMMAND_LINE } from './audit-log';
import { createGrants } from './grants';

// Accounts' created_at is the database's time: the fixed clock starts at the real now.
const clock = testClockAtRealNow();
const t = useTestServer({
  clock,
  seed: seedTracks([{ id: 1, durationSeconds: 3600, title: 'Long' }], { name: 'The Band' }),
});

async function person() {
  const { id, email, token, rpc } = await t.account('rev-person');
  return { id, email, token, operator: rpc(OperatorService), rewards: rpc(RewardsService) };
}

async function operator() {
  const op = await person();
  await createGrants(t.database.db).apply('grant', op.email, 'review', COMMAND_LINE);
  return op;
}

const codeOf = async (call: Promise<unknown>) => (await failure(call)).code;

/** A listener with at least two paid listening entries. */
async function paidListener() {
  const listener = await person();
  await listenFor(t, clock, listener.token, 120);
  await settle(t, clock);
  const { entries } = await listener.rewards.listLedgerEntries({});
  expect(entries.length).toBeGreaterThanOrEqual(1);
  return { ...listener, entries };
}

/** The listener's all-time rank total of listening EP, as the ledger trigger keeps it. */
async function rankedListeningEp(userId: string) {
  const [row] = await t.database.db
    .select({ milliEp: rankTotals.listeningMilliEp })
    .from(rankTotals)
    .where(
      and(
        eq(rankTotals.userId, userId),
        eq(rankTotals.period, 'all_time'),
        eq(rankTotals.since, sql`'epoch'::timestamptz`),
      ),
    );
  return (row?.milliEp ?? 0) / 1000;
}

describe('reversing a ledger entry', () => {
  it('is refused to a visitor (Unauthenticated) and a listener (PermissionDenied)', async () => {
    const listener = await paidListener();
    const entryId = BigInt(listener.entries[0]!.entryId);
    const visitor = rpcClient(OperatorService, t.baseUrl);
    expect(await codeOf(visitor.reverseLedgerEntry({ entryId, reason: 'x' }))).toBe(
      Code.Unauthenticated,
    );
    // Not even their own entry.
    expect(await codeOf(listener.operator.reverseLedgerEntry({ entryId, reason: 'x' }))).toBe(
      Code.PermissionDenied,
    );
    expect(await codeOf(listener.operator.getAccountReview({ account: listener.email }))).toBe(
      Code.PermissionDenied,
    );
    expect((await listener.rewards.listLedgerEntries({})).total).toBe(listener.entries.length);
  });

  it('writes a compensating entry: the ledger reconciles, a second reversal is refused', async () => {
    const op = await operator();
    const listener = await paidListener();
    const target = listener.entries[0]!;
    const entryId = BigInt(target.entryId);
    const before = await listener.rewards.getUserPoints({});
    expect(before.totalEarned).toBeGreaterThan(0);
    expect(await rankedListeningEp(listener.id)).toBeCloseTo(before.totalEarned, 3);

    expect(await codeOf(op.operator.reverseLedgerEntry({ entryId, reason: '  ' }))).toBe(
      Code.InvalidArgument,
    );
    expect(await codeOf(op.operator.reverseLedgerEntry({ entryId: 999_999n, reason: 'x' }))).toBe(
      Code.NotFound,
    );

    const done = await op.operator.reverseLedgerEntry({ entryId, reason: 'bot listening' });
    expect(done.balanceBefore).toBeCloseTo(before.currentPoints, 3);
    expect(done.balanceAfter).toBeCloseTo(before.currentPoints - target.amount, 3);

    // Reconciled: the balance is the ledger's sum, and the earned figure lost what was taken.
    const after = await listener.rewards.getUserPoints({});
    expect(after.currentPoints).toBeCloseTo(await ledgerSum(t, listener.id), 3);
    expect(after.currentPoints).toBeCloseTo(done.balanceAfter, 3);
    expect(after.totalEarned).toBeCloseTo(before.totalEarned - target.amount, 3);
    expect(after.totalSpent).toBe(before.totalSpent);
    expect(await rankedListeningEp(listener.id)).toBeCloseTo(after.totalEarned, 3);

    // The original stays; the reversal sits beside it, same kind, opposite amount.
    const history = await listener.rewards.listLedgerEntries({});
    expect(history.total).toBe(listener.entries.length + 1);
    expect(history.entries.find((e) => e.entryId === target.entryId)?.amount).toBe(target.amount);
    expect(history.entries.find((e) => BigInt(e.entryId) === done.reversalEntryId)).toMatchObject({
      kind: target.kind,
      amount: -target.amount,
      reversesEntryId: target.entryId,
    });

    // Once only, and a reversal is not reversed.
    const again = op.operator.reverseLedgerEntry({ entryId, reason: 'again' });
    await expect(again).rejects.toMatchObject({ code: Code.FailedPrecondition });
    await expect(again).rejects.toThrow(`Ledger entry ${entryId} was reversed already`);
    expect(
      await codeOf(
        op.operator.reverseLedgerEntry({ entryId: done.reversalEntryId, reason: 'undo' }),
      ),
    ).toBe(Code.FailedPrecondition);
    expect(await ledgerSum(t, listener.id)).toBeCloseTo(after.currentPoints, 3);

    // Recorded: who, what, before and after, why.
    const log = await op.operator.listAuditLog({ action: 'ledger.reverse', actor: op.email });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      actor: op.email,
      target: `ledger entry ${entryId} of ${listener.email}`,
      reason: 'bot listening',
    });
    expect(JSON.parse(log.entries[0]!.before)).toMatchObject({
      entry: Number(entryId),
      amount: target.amount,
    });
    expect(JSON.parse(log.entries[0]!.after)).toMatchObject({
      reversal: Number(done.reversalEntryId),
    });
  });

  it('shows in the account review, found by e-mail or id', async () => {
    const op = await operator();
    const listener = await paidListener();
    const entryId = BigInt(listener.entries[0]!.entryId);
    const done = await op.operator.reverseLedgerEntry({ entryId, reason: 'review' });
    await op.operator.holdEarning({ email: listener.email, reason: 'under review' });

    const byEmail = await op.operator.getAccountReview({ account: listener.email.toUpperCase() });
    const byId = await op.operator.getAccountReview({ account: listener.id });
    expect(byId).toEqual(byEmail);
    expect(byEmail).toMatchObject({
      userId: listener.id,
      email: listener.email,
      active: true,
      earningHeldReason: 'under review',
      ledgerTotal: listener.entries.length + 1,
      refereesTotal: 0,
    });
    expect(byEmail.balance).toBeCloseTo(await ledgerSum(t, listener.id), 3);
    expect(byEmail.sessions.length).toBeGreaterThan(0);
    expect(byEmail.sessions[0]).toMatchObject({ trackId: 1, trackTitle: 'Long' });
    expect(byEmail.ledger.find((e) => e.entryId === entryId)).toMatchObject({
      reversedByEntryId: done.reversalEntryId,
      reversesEntryId: 0n,
    });
    expect(byEmail.ledger.find((e) => e.entryId === done.reversalEntryId)).toMatchObject({
      reversesEntryId: entryId,
    });
    expect(await codeOf(op.operator.getAccountReview({ account: 'ghost@example.com' }))).toBe(
      Code.NotFound,
    );
  });
});

describe('closing an account', () => {
  it('deletes it as its owner would, keeps its ledger, and records why', async () => {
    const op = await operator();
    const listener = await paidListener();
    const paid = await ledgerSum(t, listener.id);
    expect(
      await codeOf(listener.operator.closeAccount({ email: op.email, reason: 'revenge' })),
    ).toBe(Code.PermissionDenied);
    expect(await codeOf(op.operator.closeAccount({ email: listener.email, reason: ' ' }))).toBe(
      Code.InvalidArgument,
    );

    expect(
      await op.operator.closeAccount({ email: listener.email, reason: 'ring of fake accounts' }),
    ).toMatchObject({ userId: listener.id });
    // Signed out everywhere, as a deletion does; its ledger stays, the review says closed.
    expect(await codeOf(listener.rewards.getUserPoints({}))).toBe(Code.Unauthenticated);
    expect(await ledgerSum(t, listener.id)).toBe(paid);
    const review = await op.operator.getAccountReview({ account: listener.id });
    expect(review).toMatchObject({ active: false, ledgerTotal: listener.entries.length });
    // Closed once: there is no live account with that e-mail any more.
    expect(await codeOf(op.operator.closeAccount({ email: listener.email, reason: 'again' }))).toBe(
      Code.InvalidArgument,
    );

    const log = await op.operator.listAuditLog({ action: 'account.close', actor: op.email });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      target: listener.email,
      reason: 'ring of fake accounts',
    });
    expect(JSON.parse(log.entries[0]!.after)).toEqual({ status: 'deleted' });
  });
});
