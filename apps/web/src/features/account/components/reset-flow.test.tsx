import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, installFakeAuthServer, refusal } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { AccountControl } from './account-control';

async function openReset() {
  const server = installFakeAuthServer();
  server.on('POST', 'check-email', () =>
    answer(200, { emailExists: true, exists: true, linkedToGoogle: false, hasPassword: true }),
  );
  const view = renderWithProviders(<AccountControl />, { path: '/discover?signin=true' });
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to your account' });
  await view.user.type(within(dialog).getByLabelText('Mail'), 'ada@example.com');
  await view.user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  await view.user.click(await within(dialog).findByRole('button', { name: 'Forgot password?' }));
  await within(dialog).findByRole('heading', { name: 'Reset your password' });
  return { ...view, server, dialog };
}

describe('the forgotten-password flow', () => {
  it('needs the six digits and a new password, checks the password rules, then signs in', async () => {
    const { dialog, user, server, router } = await openReset();
    expect(dialog).toHaveTextContent('We sent a 6-digit reset code toada@example.com');
    const submit = within(dialog).getByRole('button', { name: 'Reset password' });
    expect(submit).toBeDisabled();
    await user.keyboard('123456');
    expect(submit).toBeDisabled();
    const password = within(dialog).getByLabelText('New password');
    await user.type(password, 'weakpass');
    await user.click(submit);
    expect(password).toHaveAccessibleDescription(
      'Password must contain at least one uppercase letter',
    );
    expect(server.callsTo('POST', 'reset-password')).toEqual([]);

    await user.clear(password);
    await user.type(password, 'NewSecret1');
    await user.click(submit);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(server.callsTo('POST', 'reset-password')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
      password: 'NewSecret1',
    });
  });

  it("a refused code toasts 'Verification failed' and clears the boxes, keeping the password", async () => {
    const { dialog, user, server } = await openReset();
    server.on('POST', 'reset-password', () => refusal(400, 'invalid_otp', 'Invalid OTP'));
    await user.keyboard('000000');
    await user.type(within(dialog).getByLabelText('New password'), 'NewSecret1');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid OTP')).toBeInTheDocument();
    const boxes = within(dialog).getAllByRole('textbox');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(within(dialog).getByLabelText('New password')).toHaveValue('NewSecret1');
  });

  it("'Back to sign in' returns to the password step", async () => {
    const { dialog, user } = await openReset();
    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(within(dialog).getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  });
});
