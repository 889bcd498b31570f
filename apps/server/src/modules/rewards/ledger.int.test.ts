import { epToMilliEp } from '@earshot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { testClock } from '~/test/test-clock';
import { createLedger } from './ledger';

const clock = testClock('2026-06-01T09:00:00.000Z');
let database: TestDatabase;
let ledger: ReturnType<typeof createLedger>;
const userId = 'cledger00000000000000000a';

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values({ id: userId, status: 'active' });
  ledger = createLedger(database.db, { clock });
});
afterAll(() => database.dispose());

const bonus = (key: string, amountMilliEp = epToMilliEp(100)) => ({
  userId,
  kind: 'bonus' as const,
  amountMilliEp,
  idempotencyKey: key,
});

describe('ledger.append, the one way EP moves', () => {
  it('appends a movement once: the same key again writes nothing and answers the same entry', async () => {
    const first = await ledger.append(bonus('bonus:welcome'));
    const again = await ledger.append(bonus('bonus:welcome', 5));
    expect(first.appended).toBe(true);
    expect(again).toEqual({ entryId: first.entryId, appended: false });
    expect((await ledger.totals(userId)).balanceMilliEp).toBe(100_000);
  });

  it('spends with a negative amount, counted apart from what was earned', async () => {
    await ledger.append({ ...bonus('boost:b1', -40_000), kind: 'boost' });
    expect(await ledger.totals(userId)).toMatchObject({
      balanceMilliEp: 60_000,
      earnedMilliEp: 100_000,
      spentMilliEp: 40_000,
    });
  });

  it('commits and rolls back with the transaction it is given', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await ledger.append(bonus('bonus:rolled-back'), tx);
        throw new Error('the state it paid for failed');
      }),
    ).rejects.toThrow('the state it paid for failed');
    expect((await ledger.totals(userId)).balanceMilliEp).toBe(60_000);
    await database.db.transaction((tx) => ledger.append(bonus('bonus:committed', 1), tx));
    expect((await ledger.totals(userId)).balanceMilliEp).toBe(60_001);
  });

  it('refuses an amount that is not a whole number of milli-EP', async () => {
    await expect(ledger.append(bonus('bonus:fraction', 0.5))).rejects.toThrow(/milli-EP/);
    expect(await ledger.count(userId)).toBe(3);
  });
});
