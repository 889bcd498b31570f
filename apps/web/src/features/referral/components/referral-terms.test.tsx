import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefereeState } from '@earshot/contract/referral/v1/referral';
import { makeReferee, referralTransport } from '@/testing/referral';
import { ReferralPage } from './referral-page';
import { renderWithProviders } from '@/testing/render';

/** The programme's terms as an operator set them (ADR 0028): 40 EP after 5 minutes. */
const transport = () =>
  referralTransport({
    getReferralTerms: () => ({ inviteReward: 40, refereeActiveListeningSeconds: 300 }),
    listUserReferees: () => ({
      referees: [
        makeReferee({ name: 'Early', state: RefereeState.ACTIVE, reward: 100 }),
        makeReferee({ name: 'Late', state: RefereeState.PENDING, listenedSeconds: 150 }),
      ],
      total: 2,
    }),
  });

describe('the referral terms in force', () => {
  it('are what the referral page says: the reward, and listening towards the threshold', async () => {
    renderWithProviders(<ReferralPage me="cmwwf2vivnkvvix9aahn2o7kc" />, {
      transport: transport(),
    });
    expect(
      await screen.findByText('Invite friends to the product and get 40 EP each!'),
    ).toBeInTheDocument();
    const referees = await screen.findAllByTestId('referee');
    // A referee paid before the change shows what was paid.
    expect(referees[0]).toHaveTextContent('Early+100 EP');
    expect(referees[1]).toHaveTextContent('Late2 of 5 min listened');
  });
});
