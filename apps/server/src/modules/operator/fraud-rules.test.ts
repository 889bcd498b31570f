import { describe, expect, it } from 'vitest';
import { referralFlags } from './fraud-rules';

const edge = (referrerId: string, refereeId: string) => ({ referrerId, refereeId });
const flagged = (flags: ReturnType<typeof referralFlags>) =>
  Object.fromEntries(flags.map((f) => [f.userId, f.evidence]));

describe('referral chains and rings', () => {
  it('flags every account of the deepest chain of a head, once it is deep enough', () => {
    // a → b → c → d, and a side branch b → x.
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('c', 'd'), edge('b', 'x')];
    expect(flagged(referralFlags(edges, 3))).toEqual({
      a: 'In a referral chain 3 levels deep.',
      b: 'In a referral chain 3 levels deep.',
      c: 'In a referral chain 3 levels deep.',
      d: 'In a referral chain 3 levels deep.',
    });
    expect(referralFlags(edges, 4)).toEqual([]);
    // One referrer with many referees is no chain.
    expect(referralFlags([edge('a', 'b'), edge('a', 'c'), edge('a', 'd')], 2)).toEqual([]);
  });

  it('flags every account of a ring, and a chain hanging off a ring counts as no chain', () => {
    // p → q → r → p, and r → s → t → u below it.
    const edges = [
      edge('p', 'q'),
      edge('q', 'r'),
      edge('r', 'p'),
      edge('r', 's'),
      edge('s', 't'),
      edge('t', 'u'),
    ];
    const flags = referralFlags(edges, 2);
    expect(flagged(flags)).toEqual({
      p: 'In a ring of 3 accounts that referred each other.',
      q: 'In a ring of 3 accounts that referred each other.',
      r: 'In a ring of 3 accounts that referred each other.',
    });
    expect(flags.find((f) => f.userId === 'p')?.related.sort()).toEqual(['q', 'r']);
    // Two accounts that referred each other are a ring of two.
    expect(flagged(referralFlags([edge('m', 'n'), edge('n', 'm')], 5))).toEqual({
      m: 'In a ring of 2 accounts that referred each other.',
      n: 'In a ring of 2 accounts that referred each other.',
    });
  });
});
