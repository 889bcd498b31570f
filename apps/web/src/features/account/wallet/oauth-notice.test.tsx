import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { AccountControl } from '../components/account-control';

describe('the Web3-OAuth linking notices', () => {
  it('shows an oauth_error code’s sentence for 8 s and removes the parameter', async () => {
    installFakeAuthServer({ user: makeUser({ walletAddress: `0x${'ab'.repeat(20)}` }) });
    const { router } = renderWithProviders(<AccountControl />, {
      path: '/discover?oauth_error=security_violation_wallet_mismatch&x=1',
    });
    expect(
      await screen.findByText(
        'The connected wallet changed during Google sign-in. Please try again with the same wallet.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
  });

  it('names an unknown code as it came', async () => {
    installFakeAuthServer({ user: null });
    renderWithProviders(<AccountControl />, { path: '/discover?oauth_error=made_up_code' });
    expect(await screen.findByText('OAuth linking failed: made_up_code')).toBeInTheDocument();
  });

  it('shows the web3_linked notice and removes only that parameter (the reload follows it)', async () => {
    installFakeAuthServer({ user: null });
    const { router } = renderWithProviders(<AccountControl />, {
      path: '/discover?oauth_success=web3_linked&keep=1',
    });
    expect(await screen.findByText('Google account linked')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'));
  });
});
