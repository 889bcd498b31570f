import { Code } from '@connectrpc/connect';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { describe, expect, it } from 'vitest';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { seedTracks, useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';
import { testClockAtRealNow } from '~/test/test-clock';

// Issue 36: an account half an hour old, with listening EP and a referee of its own, took a
// welcome bonus. Only a new listener can be referred (ADR 0019, amended 2026-11-29).

// Accounts' created_at is the database's time: the fixed clock starts at the real now.
const clock = testClockAtRealNow();
const t = useTestServer({ clock, seed: seedTracks([{ id: 1, durationSeconds: 3600 }]) });

async function person() {
  const { id, token, rpc } = await t.account();
  return { id, token, referral: rpc(ReferralService) };
}
type Person = Awaited<ReturnType<typeof person>>;

/** The spec's 'Already Referred' path (spec 2 §8), and the inviter gained nobody. */
async function expectAlreadyReferred(call: Promise<unknown>, inviter: Person) {
  const err = await failure(call);
  expect(err.code).toBe(Code.AlreadyExists);
  expect(err.rawMessage).toMatch(/^already referred/);
  expect(await inviter.referral.getReferralStats({})).toMatchObject({
    totalReferrals: 0,
    pendingReferrals: 0,
  });
  expect((await inviter.referral.listUserReferees({})).total).toBe(0);
}

describe('the welcome bonus is for new listeners', () => {
  it('refuses an account already credited for listening, paid into EP or not yet', async () => {
    const inviter = await person();
    const credited = await person();
    await listenFor(t, clock, credited.token, 99);
    await expectAlreadyReferred(credited.referral.setReferrer({ referrerId: inviter.id }), inviter);
    await settle(t, clock);
    expect(await ledgerSum(t, credited.id)).toBe(99);
    await expectAlreadyReferred(credited.referral.setReferrer({ referrerId: inviter.id }), inviter);
    expect(await ledgerSum(t, credited.id)).toBe(99);
  });

  it('refuses an account with referees of its own', async () => {
    const inviter = await person();
    const host = await person();
    const guest = await person();
    await guest.referral.setReferrer({ referrerId: host.id });
    await expectAlreadyReferred(host.referral.setReferrer({ referrerId: inviter.id }), inviter);
    expect(await ledgerSum(t, host.id)).toBe(0);
    expect(await ledgerSum(t, guest.id)).toBe(100);
  });

  it('refuses an account made more than ten minutes before the code was stored', async () => {
    const inviter = await person();
    const early = await person();
    const justBefore = await person();
    clock.advance(30 * 60_000);
    try {
      // The code was stored a minute ago: the account is 29 minutes older than that.
      await expectAlreadyReferred(
        early.referral.setReferrer({ referrerId: inviter.id, codeAgeSeconds: 60 }),
        inviter,
      );
      expect(await ledgerSum(t, early.id)).toBe(0);
      // Stored 25 minutes ago: the account was made five minutes before, within the grace.
      await justBefore.referral.setReferrer({ referrerId: inviter.id, codeAgeSeconds: 25 * 60 });
      expect(await ledgerSum(t, justBefore.id)).toBe(100);
    } finally {
      clock.advance(-30 * 60_000);
    }
  });

  it('still welcomes a new account: with the code’s age, and without it (spec 2’s call)', async () => {
    const inviter = await person();
    const fresh = await person();
    const spec = await person();
    const set = await fresh.referral.setReferrer({ referrerId: inviter.id, codeAgeSeconds: 120 });
    expect(set).toMatchObject({ success: true, referrerId: inviter.id });
    await spec.referral.setReferrer({ referrerId: inviter.id });
    expect(await ledgerSum(t, fresh.id)).toBe(100);
    expect(await ledgerSum(t, spec.id)).toBe(100);
    expect(await inviter.referral.getReferralStats({})).toMatchObject({
      totalReferrals: 2,
      pendingReferrals: 2,
    });
  });
});
