import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '~/db/client';
import { browser } from '~/test/accounts';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { rpcClient } from '~/test/rpc-client';
import { seedTracks, useTestServer } from '~/test/fixture';
import { testClockAtRealNow } from '~/test/test-clock';
import { COMMAND_LINE } from './audit-log';
import { createGrants, GrantError } from './grants';

// Accounts' created_at is the database's time: the fixed clock starts at the real now.
const clock = testClockAtRealNow();
const t = useTestServer({
  clock,
  seed: seedTracks([{ id: 1, durationSeconds: 3600, title: 'Long' }], { name: 'The Band' }),
});
let n = 0;

async function person(email = `op-person${++n}@example.com`) {
  const { id, token, client, rpc } = await t.account({ email });
  return { id, email, token, client, operator: rpc(OperatorService), rewards: rpc(RewardsService) };
}

const codeOf = async (call: Promise<unknown>) =>
  ConnectError.from(
    await call.then(
      () => 'no error',
      (e: unknown) => e,
    ),
  ).code;

/** Every operator call, with a harmless request. */
const calls = (c: ReturnType<typeof rpcClient<typeof OperatorService>>) => ({
  getOverview: () => c.getOverview({}),
  getRewardRules: () => c.getRewardRules({}),
  setRewardRule: () => c.setRewardRule({ rule: 'base_rate', value: 2, reason: 'test' }),
  listAuditLog: () => c.listAuditLog({}),
  holdEarning: () => c.holdEarning({ email: 'someone@example.com', reason: 'test' }),
  releaseEarning: () => c.releaseEarning({ email: 'someone@example.com', reason: 'test' }),
  reverseLedgerEntry: () => c.reverseLedgerEntry({ entryId: 1n, reason: 'test' }),
  getAccountReview: () => c.getAccountReview({ account: 'someone@example.com' }),
  closeAccount: () => c.closeAccount({ email: 'someone@example.com', reason: 'test' }),
  listFlaggedAccounts: () => c.listFlaggedAccounts({}),
  setFraudRule: () => c.setFraudRule({ rule: 'shared_address', value: 3, reason: 'test' }),
});

describe('the operator role', () => {
  it('refuses every operator call to a visitor (Unauthenticated) and a listener (PermissionDenied)', async () => {
    const visitor = rpcClient(OperatorService, t.baseUrl);
    for (const [name, call] of Object.entries(calls(visitor)))
      expect([name, await codeOf(call())]).toEqual([name, Code.Unauthenticated]);
    expect(await codeOf(visitor.getAccess({}))).toBe(Code.Unauthenticated);

    const listener = await person();
    for (const [name, call] of Object.entries(calls(listener.operator)))
      expect([name, await codeOf(call())]).toEqual([name, Code.PermissionDenied]);
    expect(await listener.operator.getAccess({})).toMatchObject({ operator: false });
    // Nothing was changed by the refused calls.
    expect((await listener.rewards.getListeningState({})).pointRate).toBe(1);

    // The CSV export is checked the same way.
    expect((await browser(t.baseUrl).get('/api/operator/audit.csv')).status).toBe(401);
    expect((await listener.client.get('/api/operator/audit.csv')).status).toBe(403);
  });

  it('is granted and revoked by e-mail, refusing an account that does not exist', async () => {
    const grants = createGrants(t.database.db);
    const refused = grants.apply('grant', 'nobody@example.com', 'r', COMMAND_LINE);
    await expect(refused).rejects.toBeInstanceOf(GrantError);
    await expect(refused).rejects.toThrow(
      'No account with the e-mail nobody@example.com: nothing was changed.',
    );
    const who = await person();
    expect(await grants.apply('grant', who.email.toUpperCase(), 'on call', COMMAND_LINE)).toEqual({
      changed: true,
      message: `${who.email} is now an operator.`,
    });
    expect((await grants.apply('grant', who.email, 'again', COMMAND_LINE)).changed).toBe(false);
    expect(await who.operator.getAccess({})).toMatchObject({ operator: true });
    await expect(who.operator.getOverview({})).resolves.toBeDefined();
    await grants.apply('revoke', who.email, 'off call', COMMAND_LINE);
    expect(await who.operator.getAccess({})).toMatchObject({ operator: false });
    expect(await codeOf(who.operator.getOverview({}))).toBe(Code.PermissionDenied);
  });
});

describe('reward rules and the audit log', () => {
  it('changes the base rate now: the listener’s rate follows, EP already paid stays', async () => {
    const op = await person();
    await createGrants(t.database.db).apply('grant', op.email, 'console', COMMAND_LINE);
    const listener = await person();
    await listenFor(t, clock, listener.token, 60);
    await settle(t, clock);
    const paidBefore = await ledgerSum(t, listener.id);
    expect(paidBefore).toBeGreaterThan(0);

    expect(
      await codeOf(op.operator.setRewardRule({ rule: 'base_rate', value: 2, reason: '  ' })),
    ).toBe(Code.InvalidArgument);
    expect(
      await codeOf(op.operator.setRewardRule({ rule: 'base_rate', value: 0.5, reason: 'x' })),
    ).toBe(Code.InvalidArgument);
    expect(await codeOf(op.operator.setRewardRule({ rule: 'nope', value: 2, reason: 'x' }))).toBe(
      Code.InvalidArgument,
    );
    expect(
      await codeOf(
        op.operator.setRewardRule({
          rule: 'base_rate',
          value: 2,
          reason: 'x',
          effectiveAt: timestampFromDate(new Date(clock.now().getTime() - 60_000)),
        }),
      ),
    ).toBe(Code.InvalidArgument);

    const set = await op.operator.setRewardRule({
      rule: 'base_rate',
      value: 2,
      reason: 'launch week',
    });
    expect(set).toMatchObject({ before: 1, change: { rule: 'base_rate', value: 2 } });
    expect((await listener.rewards.getListeningState({})).pointRate).toBe(2);
    expect(await ledgerSum(t, listener.id)).toBe(paidBefore);

    await listenFor(t, clock, listener.token, 60);
    await settle(t, clock);
    // The second minute is paid at twice the rate of the first.
    expect(await ledgerSum(t, listener.id)).toBeCloseTo(paidBefore * 3, 5);

    const rules = await op.operator.getRewardRules({});
    expect(rules.rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'base_rate', value: 2, defaultValue: 1 }),
        expect.objectContaining({ rule: 'daily_listening_cap_hours', value: 16, defaultValue: 16 }),
      ]),
    );

    const log = await op.operator.listAuditLog({ action: 'rule.set' });
    expect(log.total).toBe(1);
    expect(log.entries[0]).toMatchObject({
      actor: op.email,
      action: 'rule.set',
      target: 'base_rate',
      before: '{"value":1}',
      reason: 'launch week',
    });
    expect(JSON.parse(log.entries[0]!.after)).toMatchObject({ value: 2 });
    expect((await op.operator.listAuditLog({ actor: 'command line' })).total).toBeGreaterThan(0);

    const csv = await op.client.get<string>('/api/operator/audit.csv?action=rule.set');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,action,target,before,after,reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${op.email},rule.set,base_rate,"{""value"":1}"`);
    expect(lines[1]?.endsWith(',launch week')).toBe(true);

    // Back to the default, for the tests that follow.
    await op.operator.setRewardRule({ rule: 'base_rate', value: 1, reason: 'end of launch week' });
    expect((await listener.rewards.getListeningState({})).pointRate).toBe(1);
  });

  it('applies a change scheduled for later at its moment, not before', async () => {
    const op = await person();
    await createGrants(t.database.db).apply('grant', op.email, 'console', COMMAND_LINE);
    const at = new Date(clock.now().getTime() + 3600_000);
    await op.operator.setRewardRule({
      rule: 'base_rate',
      value: 3,
      reason: 'weekend',
      effectiveAt: timestampFromDate(at),
    });
    expect((await op.rewards.getListeningState({})).pointRate).toBe(1);
    clock.advance(3600_000);
    expect((await op.rewards.getListeningState({})).pointRate).toBe(3);
    await op.operator.setRewardRule({ rule: 'base_rate', value: 1, reason: 'weekend over' });
  });

  it('changes the daily listening cap: credit stops at the new cap', async () => {
    const op = await person();
    await createGrants(t.database.db).apply('grant', op.email, 'console', COMMAND_LINE);
    await op.operator.setRewardRule({
      rule: 'daily_listening_cap_hours',
      value: 0,
      reason: 'incident: pause earning',
    });
    const listener = await person();
    await listenFor(t, clock, listener.token, 60);
    await settle(t, clock);
    expect(await ledgerSum(t, listener.id)).toBe(0);
    await op.operator.setRewardRule({
      rule: 'daily_listening_cap_hours',
      value: 16,
      reason: 'over',
    });
  });

  it('answers the overview: EP paid, sign-ups, top tracks, job runs', async () => {
    const op = await person();
    await createGrants(t.database.db).apply('grant', op.email, 'console', COMMAND_LINE);
    const o = await op.operator.getOverview({});
    expect(o.liveListeners).toBe(0);
    expect(o.epPaidPerDay.reduce((a, d) => a + d.value, 0)).toBeGreaterThan(0);
    expect(o.signUpsPerDay.reduce((a, d) => a + d.value, 0)).toBe(n);
    expect(o.topTracks[0]).toMatchObject({ trackId: 1, title: 'Long', artist: 'The Band' });
    expect(o.topTracks[0]!.creditedSeconds).toBeGreaterThan(0);
  });

  it("leaves a reversed credit's listening out of the top tracks", async () => {
    const op = await person();
    await createGrants(t.database.db).apply('grant', op.email, 'console', COMMAND_LINE);
    const listener = await person();
    await listenFor(t, clock, listener.token, 120);
    await settle(t, clock);
    const seconds = async () =>
      (await op.operator.getOverview({})).topTracks.find((r) => r.trackId === 1)!.creditedSeconds;
    const before = await seconds();
    const { entries } = await listener.rewards.listLedgerEntries({});
    const credits = entries.filter((e) => e.trackId === 1 && e.amount > 0);
    const reversed = credits.reduce((sum, e) => sum + e.creditedSeconds, 0);
    expect(reversed).toBe(120);
    for (const e of credits)
      await op.operator.reverseLedgerEntry({ entryId: BigInt(e.entryId), reason: 'bot' });
    expect(await seconds()).toBe(before - reversed);
  });
});

describe('holding earning', () => {
  it('credits nothing while held, tells the listener why, and pays again once released', async () => {
    const op = await person();
    await createGrants(t.database.db).apply('grant', op.email, 'console', COMMAND_LINE);
    const listener = await person();
    expect(await codeOf(op.operator.holdEarning({ email: listener.email, reason: ' ' }))).toBe(
      Code.InvalidArgument,
    );
    expect(await codeOf(op.operator.holdEarning({ email: 'ghost@example.com', reason: 'x' }))).toBe(
      Code.InvalidArgument,
    );
    expect(
      await op.operator.holdEarning({
        email: listener.email,
        reason: 'Sign-up flood under review',
      }),
    ).toMatchObject({ wasHeld: false });
    expect((await listener.rewards.getListeningState({})).earningHeldReason).toBe(
      'Sign-up flood under review',
    );

    await listenFor(t, clock, listener.token, 60);
    await settle(t, clock);
    expect(await ledgerSum(t, listener.id)).toBe(0);
    // The session ran and its time was credited: only the EP is withheld.
    expect((await listener.rewards.getListeningState({})).totalDuration).toBe(0);

    expect(
      await op.operator.releaseEarning({ email: listener.email, reason: 'reviewed: fine' }),
    ).toMatchObject({ wasHeld: true });
    expect((await listener.rewards.getListeningState({})).earningHeldReason).toBe('');
    await listenFor(t, clock, listener.token, 60);
    await settle(t, clock);
    expect(await ledgerSum(t, listener.id)).toBeGreaterThan(0);

    const log = await op.operator.listAuditLog({ actor: op.email });
    expect(log.entries.map((e) => [e.action, e.target, e.reason])).toEqual([
      ['earning.release', listener.email, 'reviewed: fine'],
      ['earning.hold', listener.email, 'Sign-up flood under review'],
    ]);
  });
});

describe('the audit log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const { db } = t.database;
    const countAudit = sql`select count(*)::int as n from audit_log`;
    const [before] = await queryRows<{ n: number }>(db, countAudit);
    expect(before!.n).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set reason = 'forged'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const err = await db.execute(statement).then(
        () => undefined,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(err?.cause?.message ?? err?.message).toMatch(
        /^audit_log is append-only: \w+ refused$/,
      );
    }
    const [after] = await queryRows<{ n: number }>(db, countAudit);
    expect(after!.n).toBe(before!.n);
  });
});
