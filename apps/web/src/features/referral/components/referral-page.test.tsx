import { Code, ConnectError } from '@connectrpc/connect';
import { RefereeState } from '@earshot/contract/referral/v1/referral';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeReferee, referralTransport } from '@/testing/referral';
import { referralLoadErrors, referralTexts } from '../texts';
import { ReferralPage } from './referral-page';

const ME = 'cmwwf2vivnkvvix9aahn2o7kc';
const never = () => new Promise<never>(() => {});
const internal = () => Promise.reject(new ConnectError('boom', Code.Internal));
const card = (name: string) => screen.findByRole('region', { name });

/** The figure shown beside a statistic's label. */
async function figure(label: string) {
  const stats = await card('Statistics');
  return within(stats).getByText(label).nextElementSibling?.textContent;
}

describe('/referral', () => {
  it('asks a visitor to sign in and says loading while the session is read', () => {
    const { unmount } = renderWithProviders(<ReferralPage me={undefined} />, {
      transport: referralTransport(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    unmount();
    renderWithProviders(<ReferralPage me={null} />, { transport: referralTransport() });
    expect(screen.getByText(referralTexts.signIn)).toBeInTheDocument();
    expect(screen.queryByText(referralTexts.yourCode)).not.toBeInTheDocument();
  });

  it('shows each part loading while its call runs', async () => {
    renderWithProviders(<ReferralPage me={ME} />, {
      transport: referralTransport({
        getReferralStats: never,
        listUserReferees: never,
        getUserRewards: never,
      }),
    });
    for (const name of ['Statistics', 'Referees', 'Rewards']) {
      expect(within(await card(name)).getByRole('status')).toHaveTextContent('Loading...');
    }
    expect(await screen.findByText('Three friends')).toBeInTheDocument();
  });

  it('shows the code, the invite link, and the empty referees and rewards', async () => {
    renderWithProviders(<ReferralPage me={ME} />, { transport: referralTransport() });
    expect(screen.getByTestId('referral-code')).toHaveTextContent(ME);
    expect(screen.getByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/?ref=${ME}`,
    );
    expect(await screen.findByText('No referees yet')).toBeInTheDocument();
    expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
  });

  it('shows the statistics of spec 2 §3 and the leaderboard rank', async () => {
    renderWithProviders(<ReferralPage me={ME} />, {
      transport: referralTransport({
        getReferralStats: () => ({
          totalEarnings: 350,
          pendingEarnings: 200,
          totalReferrals: 6,
          pendingReferrals: 2,
          activeReferrals: 4,
          completedTasks: 1,
          successfullySignedUp: 6,
          rewardedReferrals: 4,
          completedRewardIds: ['milestone-3'],
        }),
        getUserReferralRewards: () => ({ summary: { point: 350, rank: 12 } }),
      }),
    });
    expect(await screen.findByText('350 EP')).toBeInTheDocument();
    expect(await figure('Total earnings')).toBe('350 EP');
    expect(await figure('Pending earnings')).toBe('200 EP');
    expect(await figure('Total referrals')).toBe('6');
    expect(await figure('Pending referrals')).toBe('2');
    expect(await figure('Active referrals')).toBe('4');
    expect(await figure('Completed tasks')).toBe('1');
    expect(await figure('Signed up')).toBe('6');
    expect(await screen.findByText('#12')).toBeInTheDocument();
    // Milestones: requirement, progress or reached, and what each grants.
    const items = within(await card('Available rewards')).getAllByTestId('milestone');
    expect(items.map((li) => li.textContent)).toEqual([
      'Three friendsMinimum 3 referees · Reached+50 EP',
      'Five friendsMinimum 5 referees · 4 of 5 referees' + 'Free boost: 2x for 1 hour',
      'Ten friendsMinimum 10 referees · 4 of 10 referees+250 EP',
    ]);
  });

  it('lists referees pending and active, and the rewards credited', async () => {
    renderWithProviders(<ReferralPage me={ME} />, {
      transport: referralTransport({
        listUserReferees: () => ({
          referees: [
            makeReferee({ name: 'Bea', listenedSeconds: 420 }),
            makeReferee({
              name: '',
              state: RefereeState.ACTIVE,
              reward: 100,
              listenedSeconds: 600,
            }),
          ],
          total: 2,
        }),
        getUserRewards: () => ({
          rewards: [
            { id: '1', rewardType: 'referral', rewardAmount: 100, status: 'completed' },
            { id: '2', rewardType: 'milestone', rewardAmount: 0, boostId: 'boost-2x-1h' },
          ],
          totalCount: 2,
        }),
      }),
    });
    const referees = await screen.findAllByTestId('referee');
    expect(referees[0]).toHaveTextContent('Bea7 of 10 min listenedPending');
    expect(referees[1]).toHaveTextContent('New listener+100 EPActive');
    const rewards = await screen.findAllByTestId('reward');
    expect(rewards[0]).toHaveTextContent('Referral reward');
    expect(rewards[0]).toHaveTextContent('+100 EP');
    expect(rewards[1]).toHaveTextContent('Milestone');
    expect(rewards[1]).toHaveTextContent('Free boost: 2x for 1 hour');
  });

  it.each([
    ['Statistics', 'getReferralStats', referralLoadErrors.stats],
    ['Referees', 'listUserReferees', referralLoadErrors.userReferees],
    ['Rewards', 'getUserRewards', referralLoadErrors.userRewards],
    ['Available rewards', 'listRewards', referralLoadErrors.availableRewards],
    ['Point boosts', 'listPointBoosts', referralLoadErrors.pointBoosts],
  ] as const)('shows %s failing with its spec 2 §8 text', async (name, call, text) => {
    renderWithProviders(<ReferralPage me={ME} />, {
      transport: referralTransport({ [call]: internal }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(await card(name)).toContainElement(alert);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("uses the spec's words for the failures", () => {
    expect(referralLoadErrors).toEqual({
      referralRewards: 'Failed to fetch referral rewards',
      userReferees: 'Failed to fetch user referees',
      userRewards: 'Failed to fetch user rewards',
      availableRewards: 'Failed to fetch available rewards',
      pointBoosts: 'Failed to fetch point boosts',
      stats: 'Failed to load referral data',
      setReferrer: 'Failed to set referrer',
    });
  });

  it("'Try again' loads everything again ('Load all'), clearing the errors", async () => {
    let fail = true;
    const { user } = renderWithProviders(<ReferralPage me={ME} />, {
      transport: referralTransport({
        listUserReferees: () =>
          fail ? internal() : { referees: [makeReferee({ name: 'Bea' })], total: 1 },
      }),
    });
    expect(await screen.findByText(referralLoadErrors.userReferees)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bea')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
