import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import type {
  CloseAccountRequest,
  HoldEarningRequest,
  ReverseLedgerEntryRequest,
} from '@earshot/contract/operator/v1/operator';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { operatorTransport } from '@/testing/operator';
import { renderWithProviders } from '@/testing/render';
import { OperatorConsole } from './operator-console';

const when = timestampFromDate(new Date('2026-11-28T10:00:00Z'));

/** A fake server holding one account: holds and reversals change what it answers next. */
function oneAccount() {
  const state = { held: '', reversed: new Set<bigint>(), active: true };
  const holds: HoldEarningRequest[] = [];
  const closes: CloseAccountRequest[] = [];
  const reversals: ReverseLedgerEntryRequest[] = [];
  const transport = operatorTransport({
    getAccountReview: (req) => {
      if (req.account !== 'ana@example.com' && req.account !== 'u-ana')
        throw new ConnectError('No account with the e-mail or id.', Code.NotFound);
      return {
        userId: 'u-ana',
        email: 'ana@example.com',
        name: 'Ana',
        active: state.active,
        createdAt: when,
        earningHeldReason: state.held,
        balance: state.reversed.has(7n) ? 0 : 12.5,
        totalEarned: state.reversed.has(7n) ? 0 : 12.5,
        sessions: [
          {
            sessionId: 's1',
            trackId: 1,
            trackTitle: 'Blue Hour',
            startedAt: when,
            status: 'ended',
            creditedSeconds: 60,
          },
        ],
        sessionsTotal: 1,
        ledger: [
          ...(state.reversed.has(7n)
            ? [
                {
                  entryId: 8n,
                  kind: 'listening',
                  amount: -12.5,
                  createdAt: when,
                  reversesEntryId: 7n,
                },
              ]
            : []),
          {
            entryId: 7n,
            kind: 'listening',
            amount: 12.5,
            createdAt: when,
            trackTitle: 'Blue Hour',
            reversedByEntryId: state.reversed.has(7n) ? 8n : 0n,
          },
        ],
        ledgerTotal: state.reversed.has(7n) ? 2 : 1,
        referees: [{ userId: 'u-bo', name: 'Bo', referredAt: when, status: 'pending' }],
        refereesTotal: 1,
      };
    },
    holdEarning: (req) => {
      holds.push(req);
      state.held = req.reason;
      return { wasHeld: false };
    },
    closeAccount: (req) => {
      closes.push(req);
      state.active = false;
      return { userId: 'u-ana' };
    },
    reverseLedgerEntry: (req) => {
      if (state.reversed.has(req.entryId))
        throw new ConnectError('Ledger entry 7 was reversed already.', Code.FailedPrecondition);
      reversals.push(req);
      state.reversed.add(req.entryId);
      return { reversalEntryId: 8n, balanceBefore: 12.5, balanceAfter: 0 };
    },
  });
  return { transport, holds, reversals, closes };
}

async function openAccounts(transport: ReturnType<typeof operatorTransport>) {
  installFakeAuthServer({ user: makeUser() });
  const view = renderWithProviders(<OperatorConsole session="signed-in" />, { transport });
  await view.user.click(await screen.findByRole('tab', { name: 'Accounts' }));
  return view;
}

describe('the console’s accounts section', () => {
  it('finds an account and shows its ledger, sessions, referees and hold', async () => {
    const { transport } = oneAccount();
    const { user } = await openAccounts(transport);
    await user.type(screen.getByLabelText('E-mail or account id'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find the account' }));
    expect(await screen.findByText('No account with that e-mail or id.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail or account id'));
    await user.type(screen.getByLabelText('E-mail or account id'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Find the account' }));
    const review = await screen.findByTestId('account-review');
    expect(review).toHaveTextContent('ana@example.com');
    expect(within(review).getByTestId('earning-status')).toHaveTextContent('Earning normally.');
    expect(within(review).getByRole('region', { name: 'Ledger entries (1)' })).toHaveTextContent(
      '12.500',
    );
    expect(
      within(review).getByRole('region', { name: 'Listening sessions (1)' }),
    ).toHaveTextContent('Blue Hour');
    expect(within(review).getByRole('region', { name: 'Referees (1)' })).toHaveTextContent('Bo');
  });

  it('holds earning and reverses an entry, each only with a reason', async () => {
    const { transport, holds, reversals } = oneAccount();
    const { user } = await openAccounts(transport);
    await user.type(screen.getByLabelText('E-mail or account id'), 'u-ana');
    await user.click(screen.getByRole('button', { name: 'Find the account' }));
    await screen.findByTestId('account-review');

    await user.click(screen.getByRole('button', { name: 'Hold earning' }));
    const holdForm = screen.getByRole('form', { name: 'Hold this account’s earning' });
    // The reason is required: the form is not sent without one.
    await user.click(within(holdForm).getByRole('button', { name: 'Confirm' }));
    expect(holds).toHaveLength(0);
    await user.type(within(holdForm).getByLabelText('Reason'), 'sign-up flood');
    await user.click(within(holdForm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Earning held.');
    expect(holds[0]).toMatchObject({ email: 'ana@example.com', reason: 'sign-up flood' });
    expect(await screen.findByTestId('earning-status')).toHaveTextContent('On hold: sign-up flood');
    expect(screen.getByRole('button', { name: 'Release earning' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reverse #7' }));
    const reverseForm = screen.getByRole('form', { name: 'Reverse ledger entry #7' });
    await user.type(within(reverseForm).getByLabelText('Reason'), 'bot listening');
    await user.click(within(reverseForm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Entry reversed.')).toBeInTheDocument();
    expect(reversals[0]).toMatchObject({ entryId: 7n, reason: 'bot listening' });
    const ledger = await screen.findByRole('region', { name: 'Ledger entries (2)' });
    expect(ledger).toHaveTextContent('reversed by #8');
    expect(ledger).toHaveTextContent('reversal of #7');
    // Neither the reversed entry nor its reversal can be reversed again.
    expect(within(ledger).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
  });

  it('closes the account with a reason, and offers it no more', async () => {
    const { transport, closes } = oneAccount();
    const { user } = await openAccounts(transport);
    await user.type(screen.getByLabelText('E-mail or account id'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Find the account' }));
    const review = await screen.findByTestId('account-review');
    expect(review).toHaveTextContent('Ana · Active');

    await user.click(screen.getByRole('button', { name: 'Close the account' }));
    const form = screen.getByRole('form', { name: 'Close this account' });
    expect(form).toHaveTextContent('Its ledger stays.');
    await user.type(within(form).getByLabelText('Reason'), 'ring of fake accounts');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account closed.')).toBeInTheDocument();
    expect(closes[0]).toMatchObject({ email: 'ana@example.com', reason: 'ring of fake accounts' });
    expect(await screen.findByText('Ana · Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close the account' })).not.toBeInTheDocument();
  });
});
