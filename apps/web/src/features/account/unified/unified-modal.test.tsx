import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { AccountControl } from '../components/account-control';
import { afterWalletFailure, openingStep } from './unified-steps';

const WALLET = `0x${'ab'.repeat(20)}`;

/** An injected wallet whose every request fails with `code` (4001: the user said no). */
function installRefusingWallet(code: number) {
  const requests: string[] = [];
  (window as { ethereum?: unknown }).ethereum = {
    request: ({ method }: { method: string }) => {
      requests.push(method);
      return Promise.reject(Object.assign(new Error('no'), { code }));
    },
  };
  return requests;
}

async function openUnified() {
  const view = renderWithProviders(<AccountControl />, { path: '/discover?auth=true' });
  const dialog = await screen.findByRole('dialog', { name: /Authentication|Account Settings/ });
  return { ...view, dialog };
}

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('the unified flow (spec 1 §4)', () => {
  it('opens where the session stands', () => {
    expect(openingStep(null)).toEqual({ kind: 'start' });
    expect(openingStep(makeUser())).toEqual({ kind: 'web2_complete' });
    expect(openingStep(makeUser({ email: null, walletAddress: WALLET }))).toEqual({
      kind: 'web3_complete',
    });
    expect(openingStep(makeUser({ walletAddress: WALLET }))).toEqual({
      kind: 'account_settings',
    });
  });

  it('sends a rejection back to the asking step and anything else to error', () => {
    expect(afterWalletFailure({ message: 'no', rejected: true }, 'web3_connect')).toEqual({
      kind: 'web3_connect',
      notice: 'no',
    });
    expect(afterWalletFailure({ message: 'boom' }, 'web3_connect')).toEqual({
      kind: 'error',
      message: 'boom',
    });
  });
});

describe('the unified auth modal', () => {
  it('starts a visitor at start; Continue with Email goes to the e-mail sign-in', async () => {
    installFakeAuthServer();
    const { dialog, user } = await openUnified();
    expect(within(dialog).getByRole('button', { name: 'Sign in with MetaMask' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('link', { name: 'Install MetaMask' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Email' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
  });

  it('start -> web3_connect; a rejected wallet stays on web3_connect with its words', async () => {
    installFakeAuthServer();
    const requests = installRefusingWallet(4001);
    const { dialog, user } = await openUnified();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with MetaMask' }));
    expect(dialog).toHaveTextContent('Approve the connection in MetaMask');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with MetaMask' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Connection request was rejected by the user',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign in with MetaMask' })).toBeVisible();
    expect(requests).toEqual(['eth_requestAccounts']);
  });

  it('the e-mail sign-in’s wallet button is the same wallet path: a rejection lands on web3_connect', async () => {
    installFakeAuthServer();
    installRefusingWallet(4001);
    const { dialog, user } = await openUnified();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Email' }));
    const signin = await screen.findByRole('dialog', { name: 'Sign in to your account' });
    await user.click(within(signin).getByRole('button', { name: 'Continue with MetaMask' }));
    const back = await screen.findByRole('dialog', { name: 'Authentication' });
    expect(await within(back).findByRole('alert')).toHaveTextContent(
      'Connection request was rejected by the user',
    );
    expect(back).toHaveTextContent('Approve the connection in MetaMask');
  });

  it("a failing wallet goes to error, and 'Try Again' returns to start", async () => {
    installFakeAuthServer();
    installRefusingWallet(-32603);
    const { dialog, user } = await openUnified();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with MetaMask' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with MetaMask' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to connect to MetaMask',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(within(dialog).getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  });

  it('an e-mail user opens at web2_complete; a rejected link stays there', async () => {
    installFakeAuthServer({ user: makeUser() });
    installRefusingWallet(4001);
    const { dialog, user } = await openUnified();
    expect(dialog).toHaveTextContent('Signed in with e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Connection was rejected. Please try again.',
    );
  });

  it('a signed-in wallet user who follows a sign-in link sees the unified flow instead', async () => {
    installFakeAuthServer({ user: makeUser({ email: null, walletAddress: WALLET }) });
    const { router } = renderWithProviders(<AccountControl />, {
      path: '/discover?signin=true&ref=x',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Authentication' });
    expect(dialog).toHaveTextContent('Wallet connected');
    expect(router.state.location.search).toBe('?ref=x&auth=true');
    expect(screen.queryByRole('dialog', { name: 'Sign in to your account' })).toBeNull();
  });

  it('a wallet user: web3_complete -> web3_link_email -> web3_verify_otp', async () => {
    const server = installFakeAuthServer({
      user: makeUser({ email: null, walletAddress: WALLET }),
    });
    const { dialog, user } = await openUnified();
    expect(dialog).toHaveTextContent('Wallet connected');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Email' }));
    await user.type(within(dialog).getByLabelText('Mail'), 'wal@example.com');
    const password = () => within(dialog).getByLabelText('Password', { exact: true });
    // A password the server would refuse is refused here, before any code is mailed.
    await user.type(password(), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long',
    );
    expect(server.callsTo('POST', 'send-otp')).toHaveLength(0);
    await user.clear(password());
    await user.type(password(), 'Secret123!');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('wal@example.com')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Digit 1 of 6')).toBeInTheDocument();
    expect(server.callsTo('POST', 'send-otp')[0]?.body).toEqual({
      email: 'wal@example.com',
      walletAddress: WALLET,
    });
    // Back from the code to mend the e-mail or the password, both kept.
    await user.click(within(dialog).getByRole('button', { name: 'Change email or password' }));
    expect(within(dialog).getByLabelText('Mail')).toHaveValue('wal@example.com');
    expect(password()).toHaveValue('Secret123!');
  });

  it('a user with both opens at Account Settings; signing out of e-mail (primary) ends it', async () => {
    const server = installFakeAuthServer({ user: makeUser({ walletAddress: WALLET }) });
    const { dialog, user } = await openUnified();
    expect(screen.getByRole('dialog', { name: 'Account Settings' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out of Email' }));
    await waitFor(() => expect(server.callsTo('POST', 'signout')).toHaveLength(1));
  });
});
