import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { rewardsTransport } from '@/testing/rewards';
import { ProfileStatistics } from './profile-statistics';

/**
 * Issue 38's story: 99 EP listened, the 100 EP welcome bonus, 50 EP spent on a boost. The
 * statistics' own totalPoints is the balance too (the listening state's name for it).
 */
function renderStory() {
  const transport = rewardsTransport({
    getUserPoints: () => ({ currentPoints: 149, totalEarned: 199, totalSpent: 50, point: 149 }),
    getUserStatistics: () => ({ totalPoints: 149, totalListeningSeconds: 99, totalPlays: 3 }),
  });
  renderWithProviders(<ProfileStatistics />, { transport });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('the EP figures on /profile', () => {
  it('shows the balance and the EP earned, each named for what it is', async () => {
    renderStory();
    expect(await screen.findByTestId('ep-balance')).toHaveTextContent('149.00 EP');
    expect(figure('Balance')).toHaveTextContent('149.00 EP');
    expect(figure('Earned')).toHaveTextContent('199.00 EP');
    expect(screen.getByTestId('ep-earned')).toHaveTextContent('199.00 EP');
    // No third EP figure under a name that says neither.
    expect(screen.queryByText('Total points')).not.toBeInTheDocument();
    expect(screen.queryByText('Your EP')).not.toBeInTheDocument();
  });

  it('says under the two figures why they differ', async () => {
    renderStory();
    expect(await screen.findByTestId('ep-figures-explained')).toHaveTextContent(
      'Balance is the EP you can spend. Earned counts all EP from listening and referrals and ranks you on the leaderboard. Spending lowers your balance, not what you have earned.',
    );
  });

  it('keeps the listening statistics beside them', async () => {
    renderStory();
    expect(await screen.findByTestId('listening-time')).toHaveTextContent('0 h 01 min');
    expect(screen.getByTestId('total-plays')).toHaveTextContent('3');
  });
});
