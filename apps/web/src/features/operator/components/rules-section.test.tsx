import type { SetRewardRuleRequest } from '@earshot/contract/operator/v1/operator';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { operatorTransport } from '@/testing/operator';
import { renderWithProviders } from '@/testing/render';
import { OperatorConsole } from './operator-console';

const rule = (name: string, value: number, defaultValue: number, min: number, max: number) => ({
  rule: name,
  value,
  defaultValue,
  min,
  max,
});

/** The server's rules with the referral and boost rules (ADR 0028); one boost's price changed. */
const rules = {
  rules: [
    rule('base_rate', 1, 1, 1, 100),
    rule('daily_listening_cap_hours', 16, 16, 0, 24),
    rule('referral_bonus_ep', 40, 100, 0, 10_000),
    rule('referral_vesting_seconds', 600, 600, 1, 86_400),
    rule('boost.boost-1-5x-1h.price_ep', 50, 50, 1, 100_000),
    rule('boost.boost-1-5x-1h.multiplier', 1.5, 1.5, 1, 10),
    rule('boost.boost-1-5x-1h.duration_seconds', 3600, 3600, 60, 604_800),
    rule('boost.boost-3x-30m.price_ep', 120, 150, 1, 100_000),
    rule('boost.boost-3x-30m.multiplier', 3, 3, 1, 10),
    rule('boost.boost-3x-30m.duration_seconds', 1800, 1800, 60, 604_800),
  ],
  changes: [{ id: 1n, rule: 'boost.boost-3x-30m.price_ep', value: 120 }],
  refreshSeconds: 5,
};

describe('the reward rules tab', () => {
  it('shows the referral rules, and the boost catalogue with its changed price', async () => {
    installFakeAuthServer({ user: makeUser() });
    const { user } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({ getRewardRules: () => rules }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reward rules' }));
    expect(await screen.findByTestId('rule-referral_bonus_ep')).toHaveTextContent(
      'Referral bonus (EP, each to inviter and invitee)In force: 40 (default 100)',
    );
    expect(screen.getByTestId('rule-referral_vesting_seconds')).toHaveTextContent(
      'In force: 600 (default 600)',
    );
    // Boost rules are in the catalogue's table, not among the cards.
    expect(screen.queryByTestId('rule-boost.boost-3x-30m.price_ep')).not.toBeInTheDocument();
    const catalogue = screen.getByRole('region', { name: 'Boost catalogue' });
    const cheap = within(catalogue).getByTestId('boost-rules-boost-3x-30m');
    expect(cheap).toHaveTextContent('3x for 30 minutes');
    expect(
      within(cheap)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['120default 150', '3', '1800']);
    expect(within(catalogue).getByTestId('boost-rules-boost-1-5x-1h')).toHaveTextContent(
      '1.5x for 1 hour',
    );
    // The history names a boost's rule by boost and term.
    expect(screen.getByRole('region', { name: 'Changes' })).toHaveTextContent(
      'Boost boost-3x-30m: Price (EP)120',
    );
  });

  it('sets a boost’s multiplier and the referral bonus, each with its reason and bounds', async () => {
    installFakeAuthServer({ user: makeUser() });
    const sent: SetRewardRuleRequest[] = [];
    const { user } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({
        getRewardRules: () => rules,
        setRewardRule: (req) => {
          sent.push(req);
          return { before: 1, change: { rule: req.rule, value: req.value } };
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reward rules' }));
    const select = await screen.findByLabelText('Rule');
    await user.selectOptions(select, 'Boost boost-1-5x-1h: Multiplier');
    expect(screen.getByText('From 1 to 10.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New value'), '2.5');
    await user.type(screen.getByLabelText('Reason'), 'weekend offer');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Rule changed.')).toBeInTheDocument();

    await user.selectOptions(select, 'Referral bonus (EP, each to inviter and invitee)');
    expect(screen.getByText('From 0 to 10000.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New value'), '150');
    await user.type(screen.getByLabelText('Reason'), 'invite month');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map((s) => [s.rule, s.value, s.reason])).toEqual([
      ['boost.boost-1-5x-1h.multiplier', 2.5, 'weekend offer'],
      ['referral_bonus_ep', 150, 'invite month'],
    ]);
  });
});
