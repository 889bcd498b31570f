import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import type { SetFraudRuleRequest } from '@earshot/contract/operator/v1/fraud';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { operatorTransport } from '@/testing/operator';
import { renderWithProviders } from '@/testing/render';
import { OperatorConsole } from './operator-console';

const HASH = 'f'.repeat(64);
const rule = {
  rule: 'shared_address',
  title: 'One network address',
  description: 'Many accounts signed up from one network address on one UTC day.',
  unit: 'accounts',
  value: 5,
  defaultValue: 5,
  min: 2,
  max: 1000,
};
const flag = {
  rule: 'shared_address',
  evidence: `5 accounts signed up from address ${HASH.slice(0, 12)}… on 2026-11-29.`,
  count: 5,
  day: '2026-11-29',
  addressHash: HASH,
  relatedAccounts: ['b@example.com', 'c@example.com'],
};

describe('the fraud review', () => {
  it('lists flagged accounts with their evidence and opens one in the Accounts tab', async () => {
    installFakeAuthServer({ user: makeUser() });
    const asked: string[] = [];
    const { user } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({
        listFlaggedAccounts: () => ({
          rules: [rule],
          accounts: [{ userId: 'u1', email: 'a@example.com', active: true, flags: [flag] }],
        }),
        getAccountReview: (req) => {
          asked.push(req.account);
          return {
            userId: 'u1',
            email: 'a@example.com',
            active: true,
            flags: [flag],
            addresses: [
              {
                addressHash: HASH,
                signUp: true,
                firstSeenAt: timestampFromDate(new Date('2026-11-29T10:00:00Z')),
                lastSeenAt: timestampFromDate(new Date('2026-11-29T10:00:00Z')),
              },
            ],
          };
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Flags' }));
    expect(await screen.findByTestId('fraud-rule-shared_address')).toHaveTextContent(
      'Threshold: 5 accounts (default 5)',
    );
    const [account] = await screen.findAllByTestId('flagged-account');
    expect(account).toHaveTextContent('a@example.com');
    expect(account).toHaveTextContent(flag.evidence);
    expect(account).toHaveTextContent('With: b@example.com, c@example.com');

    await user.click(screen.getByRole('button', { name: 'Review a@example.com' }));
    expect(
      await screen.findByRole('tab', { name: 'Accounts', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('account-flags')).toHaveTextContent(flag.evidence);
    expect(asked).toEqual(['a@example.com']);
    const addresses = screen.getByRole('region', { name: /Network addresses \(1\)/ });
    expect(within(addresses).getByText(`${HASH.slice(0, 16)}…`)).toBeInTheDocument();
    expect(addresses).toHaveTextContent('Yes');
  });

  it('names eight accounts of a flood on its card, and all of them in the review', async () => {
    installFakeAuthServer({ user: makeUser() });
    const flood = Array.from({ length: 20 }, (_, i) => `flood${i + 1}@example.com`);
    const big = { ...flag, count: 21, relatedAccounts: flood };
    const { user } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      path: '/operator?section=flags',
      transport: operatorTransport({
        listFlaggedAccounts: () => ({
          rules: [rule],
          accounts: [{ userId: 'u1', email: 'a@example.com', active: true, flags: [big] }],
        }),
        getAccountReview: () => ({
          userId: 'u1',
          email: 'a@example.com',
          active: true,
          flags: [big],
        }),
      }),
    });
    const [account] = await screen.findAllByTestId('flagged-account');
    expect(account).toHaveTextContent(`With: ${flood.slice(0, 8).join(', ')} and 12 more`);
    expect(account).not.toHaveTextContent('flood9@example.com');

    await user.click(screen.getByRole('button', { name: 'Review a@example.com' }));
    expect(await screen.findByTestId('account-flags')).toHaveTextContent(
      `With: ${flood.join(', ')}`,
    );
  });

  it('sets a threshold with a reason and shows the server’s refusal', async () => {
    installFakeAuthServer({ user: makeUser() });
    const sent: SetFraudRuleRequest[] = [];
    const { user } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({
        listFlaggedAccounts: () => ({ rules: [rule], accounts: [] }),
        setFraudRule: (req) => {
          sent.push(req);
          if (req.value < 2)
            throw new ConnectError(
              'shared_address takes a whole number from 2 to 1000.',
              Code.InvalidArgument,
            );
          return { before: 5, value: req.value };
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Flags' }));
    expect(await screen.findByText('No account is flagged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change One network address' }));
    await user.type(screen.getByLabelText('New threshold'), '8');
    await user.type(screen.getByLabelText('Reason'), 'a school shares one');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(sent[0]).toMatchObject({
      rule: 'shared_address',
      value: 8,
      reason: 'a school shares one',
    });

    await user.click(screen.getByRole('button', { name: 'Change One network address' }));
    await user.type(screen.getByLabelText('New threshold'), '1');
    await user.type(screen.getByLabelText('Reason'), 'oops');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved. shared_address takes a whole number from 2 to 1000.',
    );
  });
});
