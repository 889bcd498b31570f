import { Code, ConnectError, createRouterTransport } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { RewardsService, type BoostTerms } from '@earshot/contract/rewards/v1/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyCatalog } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { BoostPage } from './boost-page';

const ME = 'cme00000000000000000000001';
const offers = [
  { id: 'half', title: '1.5x for 1 hour', multiplier: 1.5, durationSeconds: 3600, cost: 50 },
  { id: 'double', title: '2x for 1 hour', multiplier: 2, durationSeconds: 3600, cost: 100 },
];

/**
 * /boost for a listener holding `balance` EP, recording each purchase and the terms it was
 * sent with; `onOffer` is what the server offers now (an operator may change it).
 */
function renderBoost(balance: number, onOffer = offers) {
  const bought: string[] = [];
  const seen: (BoostTerms | undefined)[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(CatalogService, emptyCatalog);
    service(ReferralService, { listPointBoosts: () => ({ boosts: onOffer }) });
    service(RewardsService, {
      getUserPoints: () => ({ currentPoints: balance, point: balance, pointRate: 1 }),
      getListeningState: () => ({ pointRate: 1, boostRate: 1, referralRate: 1 }),
      getActivePointBoost: () => ({}),
      purchasePointBoost: (req) => {
        seen.push(req.seen);
        const now = onOffer.find((o) => o.id === req.boostId)!;
        if (req.seen?.cost !== now.cost) {
          throw new ConnectError(
            `This boost's terms have changed: it is now ${now.title} for ${now.cost} EP. Nothing was spent; check them and buy again.`,
            Code.FailedPrecondition,
          );
        }
        bought.push(req.boostId);
        return {};
      },
    });
  });
  return { ...renderWithProviders(<BoostPage me={ME} />, { transport }), bought, seen };
}

const offer = async (name: string) =>
  (await screen.findAllByTestId('boost-offer')).find((o) =>
    within(o).queryByRole('button', { name }),
  )!;

describe('/boost', () => {
  it('asks once (cost, duration, the balance after) before spending, and Cancel spends nothing', async () => {
    const { user, bought } = renderBoost(149);
    const half = await offer('Buy for 50 EP');
    await waitFor(() => expect(within(half).getByRole('button')).toBeEnabled());
    await user.click(within(half).getByRole('button', { name: 'Buy for 50 EP' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Buy this boost?' });
    expect(dialog).toHaveTextContent(
      '1.5x mining speed for 1 h, for 50 EP. Your balance after: 99.00 EP.',
    );
    expect(bought).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bought).toEqual([]);

    await user.click(within(half).getByRole('button', { name: 'Buy for 50 EP' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Buy for 50 EP' }),
    );
    await waitFor(() => expect(bought).toEqual(['half']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('disables what the balance cannot pay, saying how much is missing', async () => {
    const { user, bought } = renderBoost(49);
    const double = await offer('Buy for 100 EP');
    const button = within(double).getByRole('button', { name: 'Buy for 100 EP' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription('You need 51.00 more EP');
    const half = await offer('Buy for 50 EP');
    expect(within(half).getByRole('button')).toHaveAccessibleDescription('You need 1.00 more EP');
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bought).toEqual([]);
  });

  it('sends the terms it showed; terms changed meanwhile are refused, said and shown anew', async () => {
    const onOffer = offers.map((o) => ({ ...o }));
    const { user, bought, seen } = renderBoost(500, onOffer);
    const double = await offer('Buy for 100 EP');
    await waitFor(() => expect(within(double).getByRole('button')).toBeEnabled());
    await user.click(within(double).getByRole('button', { name: 'Buy for 100 EP' }));
    const dialog = await screen.findByRole('alertdialog');
    // An operator raises the price while the dialog is open.
    onOffer[1]!.cost = 120;
    await user.click(within(dialog).getByRole('button', { name: 'Buy for 100 EP' }));

    expect(
      await screen.findByText(
        "This boost's terms have changed: it is now 2x for 1 hour for 120 EP. Nothing was spent; check them and buy again.",
      ),
    ).toBeInTheDocument();
    expect(seen).toEqual([
      expect.objectContaining({ cost: 100, multiplier: 2, durationSeconds: 3600 }),
    ]);
    expect(bought).toEqual([]);
    expect(await offer('Buy for 120 EP')).toBeDefined();
  });
});
