import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '~/test/accounts';
import { rpcClient } from '~/test/rpc-client';
import { startTestServer, type TestServer } from '~/test/test-server';
import { COMMAND_LINE } from './audit-log';
import { createGrants } from './grants';

const REFRESH_SECONDS = 1;
const config = { REWARD_RULES_REFRESH_SECONDS: REFRESH_SECONDS };

// Two instances share one database only on PostgreSQL (PGlite belongs to one process).
describe.skipIf(!process.env.DATABASE_URL)('a rule change on two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ config });
    b = await startTestServer({ config, database: a.database });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('is applied by both within their refresh interval, and shows in a listener’s rate', async () => {
    const op = await signUp(a, { email: 'two-op@example.com' });
    await createGrants(a.database.db).apply('grant', 'two-op@example.com', 'test', COMMAND_LINE);
    const listener = await signUp(b, { email: 'two-listener@example.com' });
    const rateOn = (t: TestServer) =>
      rpcClient(RewardsService, t.baseUrl, 'connect', listener.token)
        .getListeningState({})
        .then((s) => s.pointRate);
    // Both instances have read the rules (at the default) before the change.
    expect([await rateOn(a), await rateOn(b)]).toEqual([1, 1]);

    const changed = performance.now();
    await rpcClient(OperatorService, a.baseUrl, 'connect', op.token).setRewardRule({
      rule: 'base_rate',
      value: 2.5,
      reason: 'two instances',
    });
    expect(await rateOn(a)).toBe(2.5);
    await expect
      .poll(() => rateOn(b), { timeout: REFRESH_SECONDS * 1000 + 2000, interval: 100 })
      .toBe(2.5);
    // Within the interval, plus a read's round trip on this loaded machine.
    expect(performance.now() - changed).toBeLessThan(REFRESH_SECONDS * 1000 + 2000);
  });

  it('a boost price change is offered by both within their refresh interval', async () => {
    const op = await signUp(a, { email: 'two-op-boost@example.com' });
    await createGrants(a.database.db).apply(
      'grant',
      'two-op-boost@example.com',
      'test',
      COMMAND_LINE,
    );
    const priceOn = (t: TestServer) =>
      rpcClient(ReferralService, t.baseUrl)
        .listPointBoosts({})
        .then(({ boosts }) => boosts.find((b) => b.id === 'boost-3x-30m')?.cost);
    expect([await priceOn(a), await priceOn(b)]).toEqual([150, 150]);

    const changed = performance.now();
    await rpcClient(OperatorService, a.baseUrl, 'connect', op.token).setRewardRule({
      rule: 'boost.boost-3x-30m.price_ep',
      value: 120,
      reason: 'two instances',
    });
    expect(await priceOn(a)).toBe(120);
    await expect
      .poll(() => priceOn(b), { timeout: REFRESH_SECONDS * 1000 + 2000, interval: 100 })
      .toBe(120);
    expect(performance.now() - changed).toBeLessThan(REFRESH_SECONDS * 1000 + 2000);
  });
});
