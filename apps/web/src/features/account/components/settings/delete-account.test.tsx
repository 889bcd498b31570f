import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { DeleteAccount } from './delete-account';

describe('DeleteAccount', () => {
  it('asks first; Cancel sends nothing, confirming deletes and goes to /discover', async () => {
    const server = installFakeAuthServer({ user: makeUser() });
    server.on('POST', 'delete-account', () => {
      server.user = null;
      return answer(200, { success: true });
    });
    const { user, router } = renderWithProviders(<DeleteAccount />, { path: '/user/settings' });

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo('POST', 'delete-account')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(server.callsTo('POST', 'delete-account')).toHaveLength(1);
    await expect.poll(() => router.state.location.pathname).toBe('/discover');
  });
});
