import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeAuthServer, makeUser, refusal } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { AccountControl } from './account-control';
import { browserNavigation, signInRoute } from './signin-step';

const check = (emailExists: boolean, linkedToGoogle: boolean, hasPassword: boolean) =>
  answer(200, { emailExists, exists: emailExists, linkedToGoogle, hasPassword });

async function openSignIn(path = '/discover?signin=true') {
  const view = renderWithProviders(<AccountControl />, { path });
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to your account' });
  return { ...view, dialog };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signInRoute', () => {
  it('asks for the password, goes to Google, or goes to sign-up (spec 1 §4)', () => {
    expect(signInRoute({ emailExists: true, linkedToGoogle: false, hasPassword: true })).toBe(
      'password',
    );
    expect(signInRoute({ emailExists: true, linkedToGoogle: true, hasPassword: true })).toBe(
      'password',
    );
    expect(signInRoute({ emailExists: true, linkedToGoogle: true, hasPassword: false })).toBe(
      'google',
    );
    expect(signInRoute({ emailExists: false, linkedToGoogle: false, hasPassword: false })).toBe(
      'signup',
    );
  });
});

describe('the sign-in modal', () => {
  it('opens on ?signin=true with the e-mail field, Google, a disabled wallet and Create account', async () => {
    const { dialog } = await openSignIn();
    expect(within(dialog).getByLabelText('Mail')).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    const wallet = within(dialog).getByRole('button', { name: 'Continue with MetaMask' });
    expect(wallet).toHaveAttribute('aria-disabled', 'true');
    expect(wallet).toHaveAccessibleDescription('Please install MetaMask to connect your wallet');
    expect(within(dialog).getByRole('link', { name: 'Install MetaMask' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it("keeps 'Sign In' disabled without an e-mail and explains a malformed one", async () => {
    const server = installFakeAuthServer();
    const { dialog, user } = await openSignIn();
    const signIn = within(dialog).getByRole('button', { name: 'Sign In' });
    expect(signIn).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Mail'), '   ');
    expect(signIn).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Mail'), 'ada@');
    expect(signIn).toBeEnabled();
    await user.click(signIn);
    const field = within(dialog).getByLabelText('Mail');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(server.callsTo('POST', 'check-email')).toEqual([]);
  });

  it('asks for the password when the e-mail has one', async () => {
    const server = installFakeAuthServer();
    server.on('POST', 'check-email', () => check(true, false, true));
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Mail'), ' Ada@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Enter your password' }),
    ).toBeVisible();
    expect(server.callsTo('POST', 'check-email')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(dialog).toHaveTextContent('ada@example.com');
  });

  it('goes straight to Google for an account linked to Google only', async () => {
    const server = installFakeAuthServer();
    server.on('POST', 'check-email', () => check(true, true, false));
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Mail'), 'gia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/google'));
  });

  it("says 'Account not found' and opens sign-up with the e-mail filled in for an unknown e-mail", async () => {
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Mail'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Create your account' }),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Mail')).toHaveValue('new@example.com');
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(
      screen.getByText('No account found with this email. Redirecting to signup...'),
    ).toBeInTheDocument();
  });

  it("toasts 'Sign In Error' with the server's words when the look-up is refused", async () => {
    const server = installFakeAuthServer();
    server.on('POST', 'check-email', () =>
      refusal(429, 'rate_limited', 'Too many requests. Please try again later.'),
    );
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Mail'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign In Error')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  it("says 'Something went wrong. Please try again.' when the server cannot be reached", async () => {
    const server = installFakeAuthServer();
    server.on('POST', 'check-email', () => Promise.reject(new TypeError('Failed to fetch')));
    const { dialog, user } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Mail'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('the password step', () => {
  async function openPassword() {
    const server = installFakeAuthServer();
    server.on('POST', 'check-email', () => check(true, false, true));
    const view = await openSignIn();
    await view.user.type(within(view.dialog).getByLabelText('Mail'), 'ada@example.com');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Sign In' }));
    await within(view.dialog).findByRole('heading', { name: 'Enter your password' });
    return { ...view, server };
  }

  it("disables 'Continue' without a password and shows or hides it", async () => {
    const { dialog, user } = await openPassword();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(password, 'Secret123');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign Up now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it("toasts 'Sign In Failed' for a wrong password and stays", async () => {
    const { dialog, user, server } = await openPassword();
    server.on('POST', 'signin', () =>
      refusal(401, 'invalid_credentials', 'Invalid email or password. Please try again.'),
    );
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong1234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  });

  it('signs in, closes the modal, removes the parameter and shows the user menu', async () => {
    const { dialog, user, server, router } = await openPassword();
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('button', { name: 'Account menu: Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(server.callsTo('POST', 'signin')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
    });
  });

  it('closes for good when the account signed in here holds a wallet too (no unified flow)', async () => {
    const { dialog, user, server, router } = await openPassword();
    const dual = makeUser({ walletAddress: `0x${'cd'.repeat(20)}` });
    server.on('POST', 'signin', () =>
      answer(200, { user: dual, expires: '2099-01-01T00:00:00.000Z', method: 'web2' }),
    );
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('button', { name: 'Account menu: Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Edit' goes back to the e-mail step with the e-mail kept", async () => {
    const { dialog, user } = await openPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Edit email' }));
    expect(within(dialog).getByLabelText('Mail')).toHaveValue('ada@example.com');
  });

  it("'Forgot password?' mails a reset code and opens the reset step", async () => {
    const { dialog, user, server } = await openPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Reset your password' }),
    ).toBeVisible();
    expect(server.callsTo('POST', 'forgot-password')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });
});

describe('opening and closing', () => {
  it('closes on Escape and removes the parameter, keeping the others', async () => {
    const { user, router } = await openSignIn('/search?q=jazz&signin=true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=jazz');
  });

  it("gives the focus back to 'Sign In / Sign Up' when the modal closes", async () => {
    const { user } = renderWithProviders(<AccountControl />, { path: '/discover' });
    await user.click(await screen.findByRole('button', { name: 'Sign In / Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to your account' });
    expect(within(dialog).getByLabelText('Mail')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign In / Sign Up' })).toHaveFocus();
  });

  it('opens the sign-up modal on ?signup=true and moves to sign-in and back', async () => {
    const { user } = renderWithProviders(<AccountControl />, { path: '/?signup=true' });
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in now' }));
    expect(within(dialog).getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  it('drops the parameter without opening when someone is already signed in', async () => {
    installFakeAuthServer({
      user: { id: 'c1', email: 'a@b.co', name: 'Al', image: null, walletAddress: null },
    });
    const { router } = renderWithProviders(<AccountControl />, { path: '/discover?signin=true' });
    expect(await screen.findByRole('button', { name: 'Account menu: Al' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables Google, saying why, when the server has no Google sign-in', async () => {
    const server = installFakeAuthServer();
    server.on('GET', 'config', () => answer(200, { googleEnabled: false, devOutboxUrl: null }));
    const { dialog } = await openSignIn();
    const google = await within(dialog).findByRole('button', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('aria-disabled', 'true');
    expect(google).toHaveAccessibleDescription('Google sign-in is not available on this server.');
  });
});
