import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAuthServer, makeUser, refusal } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { profileTexts } from '../../profile-texts';
import { PasswordForm } from './password-form';

describe('PasswordForm', () => {
  it("shows the server's words when the new password is the current one, and keeps both", async () => {
    const server = installFakeAuthServer({ user: makeUser() });
    const words = 'Your new password must be different from your current one';
    server.on('POST', 'change-password', () => refusal(422, 'password_unchanged', words));
    const { user } = renderWithProviders(<PasswordForm />);
    await user.type(screen.getByLabelText(profileTexts.currentPassword), 'Same1Password');
    await user.type(screen.getByLabelText(profileTexts.newPassword), 'Same1Password');
    await user.click(screen.getByRole('button', { name: profileTexts.changePassword }));
    expect(await screen.findByText(words)).toBeVisible();
    expect(screen.queryByText(profileTexts.passwordChanged)).not.toBeInTheDocument();
    expect(screen.getByLabelText(profileTexts.newPassword)).toHaveValue('Same1Password');
    expect(server.callsTo('POST', 'change-password')[0]?.body).toEqual({
      currentPassword: 'Same1Password',
      newPassword: 'Same1Password',
    });
  });
});
