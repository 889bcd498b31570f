import { createHmac } from 'node:crypto';
import { Code } from '@connectrpc/connect';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '~/db/client';
import { dailyListening, ledgerEntries, listeningSessions, referrals } from '~/db/schema';
import { browser, PASSWORD } from '~/test/accounts';
import { seedTracks, useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';
import { testClockAtRealNow } from '~/test/test-clock';
import { newWallet, walletSignIn } from '~/test/wallets';
import { COMMAND_LINE } from './audit-log';
import { createGrants } from './grants';

const KEY = 'a-test-key-of-the-addresses-hmac-32+';
const clock = testClockAtRealNow();
const t = useTestServer({
  clock,
  // Behind a proxy: each test browser says its address in X-Forwarded-For.
  config: { TRUST_PROXY: true, ADDRESS_HASH_KEY: KEY },
  seed: seedTracks([{ id: 1, durationSeconds: 3600, title: 'Long' }], { name: 'The Band' }),
});
const hmac = (address: string) => createHmac('sha256', KEY).update(address).digest('hex');
const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** An account signed up from `address`, as a browser behind the proxy. */
async function from(address: string, prefix = 'fraud') {
  return t.account({ prefix, client: browser(t.baseUrl, { address }) });
}

async function operator() {
  const op = await t.account('fraud-op');
  await createGrants(t.database.db).apply('grant', op.email, 'review', COMMAND_LINE);
  return op.rpc(OperatorService);
}

/**
 * The flags of one rule each account carries, by user id (accounts without any left out). Every
 * test account without an address of its own signs up from 127.0.0.1, a flag of its own.
 */
async function flagsOf(op: Awaited<ReturnType<typeof operator>>, rule: string) {
  const { accounts } = await op.listFlaggedAccounts({});
  return new Map(
    accounts
      .map((a) => [a.userId, a.flags.filter((f) => f.rule === rule)] as const)
      .filter(([, flags]) => flags.length > 0),
  );
}

const rulesOf = (flags: { rule: string }[] | undefined) => (flags ?? []).map((f) => f.rule);

describe('network addresses', () => {
  it('keeps the sign-up address and later sign-in addresses as a keyed hash, never the address', async () => {
    const op = await operator();
    const raw = '203.0.113.77';
    const other = '2001:db8::4242';
    const person = await from(raw, 'addr');
    // A later sign-in from another address, then from the first again.
    const signedIn = await browser(t.baseUrl, { address: other }).post('/api/auth/signin', {
      email: person.email,
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const review = await op.getAccountReview({ account: person.email });
    expect(
      review.addresses
        .map((a) => ({ hash: a.addressHash, signUp: a.signUp }))
        .sort((a, b) => a.hash.localeCompare(b.hash)),
    ).toEqual(
      [
        { hash: hmac(raw), signUp: true },
        { hash: hmac(other), signUp: false },
      ].sort((a, b) => a.hash.localeCompare(b.hash)),
    );

    // Neither address is anywhere in the database, in any table.
    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const hits = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(name)} r
            where r::text like ${`%${raw}%`} or r::text like ${`%${other}%`}`,
      );
      expect([name, hits[0]?.n]).toEqual([name, 0]);
    }
    // The hash is there, so the search above looks where it would be.
    const stored = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from account_addresses r where r::text like ${`%${hmac(raw)}%`}`,
    );
    expect(stored[0]?.n).toBe(1);
  });

  it('keeps a wallet account’s sign-up address too (the RPC’s client address)', async () => {
    const op = await operator();
    const signedIn = await walletSignIn(t, newWallet());
    expect(signedIn.isNewUser).toBe(true);
    const review = await op.getAccountReview({ account: signedIn.user!.id });
    expect(review.addresses.map((a) => [a.addressHash, a.signUp])).toEqual([
      [hmac('127.0.0.1'), true],
    ]);
  });
});

describe('the fraud rules', () => {
  it('refuses the fraud calls to a visitor and a listener', async () => {
    const visitor = t.rpc(OperatorService);
    expect((await failure(visitor.listFlaggedAccounts({}))).code).toBe(Code.Unauthenticated);
    const listener = (await t.account('fraud-listener')).rpc(OperatorService);
    expect((await failure(listener.listFlaggedAccounts({}))).code).toBe(Code.PermissionDenied);
    expect(
      (await failure(listener.setFraudRule({ rule: 'shared_address', value: 2, reason: 'x' })))
        .code,
    ).toBe(Code.PermissionDenied);
  });

  it('flags the accounts of one address and day past the threshold, set with a reason', async () => {
    const op = await operator();
    const flood = [];
    for (let i = 0; i < 5; i++) flood.push(await from('198.51.100.7', 'flood'));
    const lone = await from('198.51.100.8', 'lone');

    const { rules } = await op.listFlaggedAccounts({});
    expect(rules.find((r) => r.rule === 'shared_address')).toMatchObject({
      value: 5,
      defaultValue: 5,
      description: 'Many accounts signed up from one network address on one UTC day.',
    });
    let flags = await flagsOf(op, 'shared_address');
    for (const account of flood) {
      const [flag] = (flags.get(account.id) ?? []).filter((f) => f.rule === 'shared_address');
      expect(flag).toMatchObject({
        count: 5,
        day: dayOf(clock.now()),
        addressHash: hmac('198.51.100.7'),
      });
      expect(flag?.relatedAccounts).toHaveLength(4);
      expect(flag?.relatedAccounts).not.toContain(account.email);
    }
    expect(flags.get(lone.id)).toBeUndefined();
    // The review of one of them shows the flag too.
    const review = await op.getAccountReview({ account: flood[0]!.email });
    expect(rulesOf(review.flags)).toEqual(['shared_address']);
    expect(review.flags[0]?.addressHash).toBe(hmac('198.51.100.7'));

    // Thresholds: bounds and a reason are required; a change is audited before and after.
    expect(
      (await failure(op.setFraudRule({ rule: 'shared_address', value: 1, reason: 'x' }))).code,
    ).toBe(Code.InvalidArgument);
    expect(
      (await failure(op.setFraudRule({ rule: 'shared_address', value: 6, reason: ' ' }))).code,
    ).toBe(Code.InvalidArgument);
    expect(
      await op.setFraudRule({ rule: 'shared_address', value: 6, reason: 'a school shares one' }),
    ).toMatchObject({ before: 5, value: 6 });
    flags = await flagsOf(op, 'shared_address');
    expect(flags.get(flood[0]!.id)).toBeUndefined();
    const { entries } = await op.listAuditLog({ action: 'fraud_rule.set' });
    expect(entries[0]).toMatchObject({
      target: 'shared_address',
      before: '{"value":5}',
      after: '{"value":6}',
      reason: 'a school shares one',
    });
    await op.setFraudRule({ rule: 'shared_address', value: 5, reason: 'back to the default' });
    expect((await flagsOf(op, 'shared_address')).get(flood[0]!.id)).toBeDefined();
  });

  it('flags a referral chain as deep as the threshold and a ring, not a short chain', async () => {
    const op = await operator();
    // A chain made through the product: each account applies the previous one's code.
    const chain = [await t.account('chain')];
    for (let i = 0; i < 3; i++) {
      const next = await t.account('chain');
      await next.rpc(ReferralService).setReferrer({ referrerId: chain.at(-1)!.id });
      chain.push(next);
    }
    const short = [await t.account('short'), await t.account('short'), await t.account('short')];
    await short[1]!.rpc(ReferralService).setReferrer({ referrerId: short[0]!.id });
    await short[2]!.rpc(ReferralService).setReferrer({ referrerId: short[1]!.id });
    // A ring the product would not make by itself: written as it would be stored.
    const ring = [await t.account('ring'), await t.account('ring'), await t.account('ring')];
    await t.database.db.insert(referrals).values(
      ring.map((referee, i) => ({
        id: `ring-${i}-${referee.id}`,
        referrerId: ring[(i + 1) % ring.length]!.id,
        refereeId: referee.id,
      })),
    );

    const flags = await flagsOf(op, 'referral_ring');
    for (const account of chain) {
      const [flag] = (flags.get(account.id) ?? []).filter((f) => f.rule === 'referral_ring');
      expect(flag).toMatchObject({ count: 3, evidence: 'In a referral chain 3 levels deep.' });
    }
    for (const account of short)
      expect(rulesOf(flags.get(account.id))).not.toContain('referral_ring');
    for (const account of ring) {
      const [flag] = (flags.get(account.id) ?? []).filter((f) => f.rule === 'referral_ring');
      expect(flag).toMatchObject({
        count: 3,
        evidence: 'In a ring of 3 accounts that referred each other.',
      });
      expect([...(flag?.relatedAccounts ?? [])].sort()).toEqual(
        ring
          .filter((r) => r !== account)
          .map((r) => r.email)
          .sort(),
      );
    }
  });

  it('flags listening at the daily cap on each of the last days, not on fewer or below it', async () => {
    const op = await operator();
    const capMs = 16 * 3600_000;
    const [every, twoDays, below] = [
      await t.account('cap'),
      await t.account('cap'),
      await t.account('cap'),
    ];
    const days = (n: number) =>
      Array.from({ length: n }, (_, i) => dayOf(new Date(clock.now().getTime() - i * DAY_MS)));
    await t.database.db
      .insert(dailyListening)
      .values([
        ...days(3).map((day) => ({ userId: every.id, day, creditedMs: capMs })),
        ...days(2).map((day) => ({ userId: twoDays.id, day, creditedMs: capMs })),
        ...days(3).map((day) => ({ userId: below.id, day, creditedMs: capMs - 60_000 })),
      ]);
    const flags = await flagsOf(op, 'daily_cap');
    expect(flags.get(every.id)).toEqual([
      expect.objectContaining({ rule: 'daily_cap', count: 3, day: dayOf(clock.now()) }),
    ]);
    expect(flags.get(twoDays.id)).toBeUndefined();
    expect(flags.get(below.id)).toBeUndefined();
  });

  it('flags many take-overs in one day, not a few', async () => {
    const op = await operator();
    const [busy, calm] = [await t.account('sockets'), await t.account('sockets')];
    const now = clock.now();
    const ended = (userId: string, i: number) => ({
      id: `taken-${userId}-${i}`,
      userId,
      trackId: 1,
      trackDurationMs: 3_600_000,
      status: 'ended' as const,
      startedAt: now,
      anchorAt: now,
      lastHeardAt: now,
      endReason: 'superseded',
      updatedAt: now,
    });
    await t.database.db
      .insert(listeningSessions)
      .values([
        ...Array.from({ length: 20 }, (_, i) => ended(busy.id, i)),
        ...Array.from({ length: 19 }, (_, i) => ended(calm.id, i)),
      ]);
    const flags = await flagsOf(op, 'take_overs');
    expect(flags.get(busy.id)).toEqual([
      expect.objectContaining({ rule: 'take_overs', count: 20, day: dayOf(now) }),
    ]);
    expect(flags.get(calm.id)).toBeUndefined();
  });

  it('flags boosts bought and refunded, through the operator’s own reversal', async () => {
    const op = await operator();
    const [refunded, once] = [await t.account('boosts'), await t.account('boosts')];
    const bought = await t.database.db
      .insert(ledgerEntries)
      .values(
        [refunded.id, refunded.id, once.id].map((userId, i) => ({
          userId,
          kind: 'boost' as const,
          amountMilliEp: -5000,
          idempotencyKey: `test-boost-${userId}-${i}`,
          createdAt: clock.now(),
        })),
      )
      .returning({ id: ledgerEntries.id });
    for (const { id } of bought)
      await op.reverseLedgerEntry({ entryId: BigInt(id), reason: 'refund asked' });
    const flags = await flagsOf(op, 'boost_refunds');
    expect(flags.get(refunded.id)).toEqual([
      expect.objectContaining({ rule: 'boost_refunds', count: 2 }),
    ]);
    expect(flags.get(once.id)).toBeUndefined();
  });
});
