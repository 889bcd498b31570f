import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeAuthServer, makeUser, refusal } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { AccountControl } from './account-control';

/** Stands for any cached answer that belongs to the signed-in user. */
function PrivateData() {
  const { data } = useQuery({
    queryKey: ['library', 'private'],
    queryFn: () => Promise.resolve(`secret of ${Date.now()}`),
    staleTime: Infinity,
  });
  return <p data-testid="private">{data}</p>;
}

describe('the account control', () => {
  it("offers 'Sign In / Sign Up' to a visitor", async () => {
    renderWithProviders(<AccountControl />);
    expect(await screen.findByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
  });

  it('shows a wallet user Connect Email, and a user with both one sign-out per method', async () => {
    const wallet = `0x${'ab'.repeat(20)}`;
    installFakeAuthServer({ user: makeUser({ name: 'Wal', email: null, walletAddress: wallet }) });
    const first = renderWithProviders(<AccountControl />, { path: '/discover' });
    await first.user.click(await screen.findByRole('button', { name: 'Account menu: Wal' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Profile',
      'Settings',
      'Connect Email',
      'Connect Google',
      'Sign Out',
    ]);
    first.unmount();
    installFakeAuthServer({ user: makeUser({ name: 'Dual', walletAddress: wallet }) });
    const second = renderWithProviders(<AccountControl />, { path: '/discover' });
    await second.user.click(await screen.findByRole('button', { name: 'Account menu: Dual' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Dual Authentication');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Profile',
      'Settings',
      'Sign Out of Email',
      'Sign Out of Wallet',
    ]);
  });

  it('shows the signed-in user a menu with View Profile, Settings, Connect Wallet and Sign Out', async () => {
    installFakeAuthServer({ user: makeUser({ name: 'Ada Lovelace' }) });
    const { user, router } = renderWithProviders(<AccountControl />, { path: '/discover' });
    await user.click(await screen.findByRole('button', { name: 'Account menu: Ada Lovelace' }));
    expect(screen.getByRole('menu')).toHaveTextContent('ada@example.com');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Profile',
      'Settings',
      'Connect Wallet',
      'Sign Out',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/user/settings');
    await user.click(screen.getByRole('button', { name: 'Account menu: Ada Lovelace' }));
    await user.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('names a user without a name by the e-mail', async () => {
    installFakeAuthServer({ user: makeUser({ name: null, email: 'gus@example.com' }) });
    renderWithProviders(<AccountControl />);
    expect(await screen.findByRole('button', { name: 'Account menu: gus' })).toBeInTheDocument();
  });

  it('signs out: the server session ends, cached data is dropped and the visitor state returns', async () => {
    const server = installFakeAuthServer({ user: makeUser() });
    const { user } = renderWithProviders(
      <>
        <AccountControl />
        <PrivateData />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('private')).toHaveTextContent('secret of'));
    const before = screen.getByTestId('private').textContent;
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
    expect(server.callsTo('POST', 'signout')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('private').textContent).not.toBe(before));
  });

  it('keeps the user signed in and says so when signing out fails', async () => {
    const server = installFakeAuthServer({ user: makeUser() });
    server.on('POST', 'signout', () =>
      refusal(503, 'unavailable', 'Service temporarily unavailable. Please try again later.'),
    );
    const { user } = renderWithProviders(<AccountControl />);
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  });

  it("says 'Disconnect Failed' when ending a wallet session fails", async () => {
    const wallet = `0x${'ab'.repeat(20)}`;
    const server = installFakeAuthServer({
      user: makeUser({ email: null, walletAddress: wallet }),
      method: 'web3',
    });
    server.on('POST', 'signout', () =>
      refusal(503, 'unavailable', 'Service temporarily unavailable. Please try again later.'),
    );
    const { user } = renderWithProviders(<AccountControl />);
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Disconnect Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to disconnect wallet. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  });

  it.each([
    { method: 'web2', secondary: 'Sign Out of Wallet', primary: 'Sign Out of Email' },
    { method: 'web3', secondary: 'Sign Out of Email', primary: 'Sign Out of Wallet' },
  ] as const)(
    'with both linked, the session opened by $method: $secondary keeps it, $primary ends it',
    async ({ method, secondary, primary }) => {
      // A primary method left on the device by an earlier visit is not read (ADR 0021).
      localStorage.setItem(
        'earshot.auth.primary',
        JSON.stringify(method === 'web2' ? 'web3' : 'web2'),
      );
      const wallet = `0x${'ab'.repeat(20)}`;
      const server = installFakeAuthServer({
        user: makeUser({ name: 'Dual', walletAddress: wallet }),
        method,
      });
      const { user } = renderWithProviders(<AccountControl />, { path: '/discover' });
      await user.click(await screen.findByRole('button', { name: 'Account menu: Dual' }));
      await user.click(screen.getByRole('menuitem', { name: secondary }));
      await user.click(await screen.findByRole('button', { name: 'Account menu: Dual' }));
      expect(server.callsTo('POST', 'signout')).toHaveLength(0);
      await user.click(screen.getByRole('menuitem', { name: primary }));
      expect(await screen.findByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
      expect(server.callsTo('POST', 'signout')).toHaveLength(1);
      localStorage.clear();
    },
  );
});

describe('reading the session', () => {
  it("stops waiting after 30 s: 'Authentication initialization timeout' and the visitor's button", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const server = installFakeAuthServer({ user: makeUser() });
      server.on('GET', 'session', () => new Promise(() => undefined));
      renderWithProviders(<AccountControl />);
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(screen.queryByRole('button', { name: 'Sign In / Sign Up' })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByText('Authentication initialization timeout')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
