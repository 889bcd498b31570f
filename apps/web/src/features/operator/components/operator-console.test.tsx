import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import type { SetRewardRuleRequest } from '@earshot/contract/operator/v1/operator';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { operatorTransport } from '@/testing/operator';
import { renderWithProviders } from '@/testing/render';
import { OperatorConsole } from './operator-console';

const rules = {
  rules: [
    { rule: 'base_rate', value: 1, defaultValue: 1, min: 1, max: 100 },
    { rule: 'daily_listening_cap_hours', value: 16, defaultValue: 16, min: 0, max: 24 },
  ],
  changes: [],
  refreshSeconds: 5,
};

afterEach(() => vi.restoreAllMocks());

describe('the operator console', () => {
  it('shows a listener no console (the server refuses them too)', async () => {
    installFakeAuthServer({ user: makeUser() });
    renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({ getAccess: () => ({ operator: false }) }),
    });
    expect(await screen.findByText('This page is for operators.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows an operator the overview: live listeners, EP paid, top tracks, job runs', async () => {
    installFakeAuthServer({ user: makeUser() });
    renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({
        getOverview: () => ({
          liveListeners: 3,
          instance: 'a',
          epPaidPerDay: [{ day: '2026-11-28', value: 12.5 }],
          signUpsPerDay: [{ day: '2026-11-28', value: 2 }],
          topTracks: [{ trackId: 1, title: 'Blue Hour', artist: 'Nova', creditedSeconds: 125 }],
          jobRuns: [{ name: 'trending', lastStartedAt: timestampFromDate(new Date()) }],
        }),
      }),
    });
    expect(await screen.findByTestId('live-listeners')).toHaveTextContent('3 listening now on a');
    const top = screen.getByRole('region', { name: /Top tracks/ });
    expect(top).toHaveTextContent('Blue Hour');
    expect(top).toHaveTextContent('Nova');
    expect(screen.getByRole('region', { name: /Background jobs/ })).toHaveTextContent('trending');
  });

  it('keeps the tab open in the address: a reload, a link and Back come to the same place', async () => {
    installFakeAuthServer({ user: makeUser() });
    const { user, router } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      path: '/operator?section=audit',
      transport: operatorTransport({ getRewardRules: () => rules }),
    });
    expect(
      await screen.findByRole('tab', { name: 'Audit log', selected: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reward rules' }));
    expect(router.state.location.search).toBe('?section=rules');
    expect(await screen.findByTestId('rule-base_rate')).toBeInTheDocument();
    await router.back();
    expect(
      await screen.findByRole('tab', { name: 'Audit log', selected: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });

  it('says its overview waits for the network while offline, and loads it once back', async () => {
    installFakeAuthServer({ user: makeUser() });
    const online = (on: boolean) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);
      act(() => {
        window.dispatchEvent(new Event(on ? 'online' : 'offline'));
      });
    };
    online(false);
    try {
      renderWithProviders(<OperatorConsole session="signed-in" />, {
        transport: operatorTransport({
          getOverview: () => ({ liveListeners: 2, instance: 'a' }),
        }),
      });
      expect(
        await screen.findByText('You are offline: this loads when you are back online.'),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('live-listeners')).not.toBeInTheDocument();
    } finally {
      online(true);
    }
    expect(await screen.findByTestId('live-listeners')).toHaveTextContent('2 listening now on a');
  });

  it('opens the overview for an unknown section in the address', async () => {
    installFakeAuthServer({ user: makeUser() });
    renderWithProviders(<OperatorConsole session="signed-in" />, {
      path: '/operator?section=nonsense',
      transport: operatorTransport({}),
    });
    expect(
      await screen.findByRole('tab', { name: 'Overview', selected: true }),
    ).toBeInTheDocument();
  });

  it('changes a rule with its reason, and shows the server’s refusal', async () => {
    installFakeAuthServer({ user: makeUser() });
    const sent: SetRewardRuleRequest[] = [];
    const { user } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({
        getRewardRules: () => rules,
        setRewardRule: (req) => {
          sent.push(req);
          if (req.value > 100)
            throw new ConnectError('base_rate must be between 1 and 100.', Code.InvalidArgument);
          return { before: 1, change: { rule: req.rule, value: req.value } };
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Reward rules' }));
    expect(await screen.findByTestId('rule-base_rate')).toHaveTextContent(
      'In force: 1 (default 1)',
    );
    await user.type(screen.getByLabelText('New value'), '2');
    await user.type(screen.getByLabelText('Reason'), 'launch week');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('Rule changed.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ rule: 'base_rate', value: 2, reason: 'launch week' });
    expect(sent[0]?.effectiveAt).toBeUndefined();

    await user.type(screen.getByLabelText('New value'), '500');
    await user.type(screen.getByLabelText('Reason'), 'oops');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rule was not changed. base_rate must be between 1 and 100.',
    );
  });

  it('lists the audit log and links its CSV export with the filter', async () => {
    installFakeAuthServer({ user: makeUser() });
    const { user } = renderWithProviders(<OperatorConsole session="signed-in" />, {
      transport: operatorTransport({
        listAuditLog: (req) => ({
          total: 1,
          entries: [
            {
              id: 1n,
              at: timestampFromDate(new Date('2026-11-28T10:00:00Z')),
              actor: 'op@example.com',
              action: req.action || 'rule.set',
              target: 'base_rate',
              before: '{"value":1}',
              after: '{"value":2}',
              reason: 'launch week',
            },
          ],
        }),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const [entry] = await screen.findAllByTestId('audit-entry');
    expect(entry).toHaveTextContent('op@example.com');
    expect(entry).toHaveTextContent('{"value":1} → {"value":2}');
    expect(entry).toHaveTextContent('launch week');
    await user.selectOptions(screen.getByLabelText('Action'), 'rule.set');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/operator/audit.csv?action=rule.set',
    );
    expect(within(screen.getByRole('tabpanel')).getByText('1 entry')).toBeInTheDocument();
  });
});
