import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAuthServer, refusal } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { AccountControl } from './account-control';
import { signupErrors } from './signup-step';

async function openSignUp() {
  const server = installFakeAuthServer();
  const view = renderWithProviders(<AccountControl />, { path: '/discover?signup=true' });
  const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
  return { ...view, server, dialog, field };
}

describe('signupErrors', () => {
  it("names every broken rule at once, in the domain's words", () => {
    expect(signupErrors({ name: ' A ', email: '', password: 'abc' })).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Email is required',
      password: 'Password must be at least 8 characters long',
    });
    expect(signupErrors({ name: '', email: 'ada@example.com', password: 'Secret123' })).toEqual({});
  });
});

describe('the sign-up modal', () => {
  it('has an optional Name, Mail, Password, the terms box with its links, Google and a disabled wallet', async () => {
    const { dialog, field } = await openSignUp();
    expect(field('Name')).not.toBeRequired();
    expect(within(dialog).getByText('(optional)')).toBeInTheDocument();
    expect(field('Mail')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(dialog).getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with MetaMask' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("keeps 'Get Started' disabled until the terms are accepted", async () => {
    const { dialog, user } = await openSignUp();
    const start = within(dialog).getByRole('button', { name: 'Get Started' });
    expect(start).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    expect(start).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    expect(start).toBeDisabled();
  });

  it('shows each field its problem on submit, tied to the field, and re-checks as the person types', async () => {
    const { dialog, user, field, server } = await openSignUp();
    await user.type(field('Name'), 'A');
    await user.type(field('Mail'), 'ada@');
    await user.type(within(dialog).getByLabelText('Password'), 'abcdefgh');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));

    expect(field('Name')).toHaveAccessibleDescription('Name must be at least 2 characters long');
    expect(field('Mail')).toHaveAccessibleDescription('Please enter a valid email address');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      'Password must contain at least one uppercase letter',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(3);
    expect(server.callsTo('POST', 'register')).toEqual([]);

    await user.type(password, 'A');
    expect(password).toHaveAccessibleDescription('Password must contain at least one number');
    await user.type(password, '1');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.clear(field('Name'));
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('registers (name trimmed, e-mail normalised) and goes on to verification', async () => {
    const { dialog, user, field, server } = await openSignUp();
    await user.type(field('Name'), '  Ada ');
    await user.type(field('Mail'), 'Ada@Example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Verify your account' }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('ada@example.com');
    expect(server.callsTo('POST', 'register')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
      name: 'Ada',
    });
  });

  it('sends a blank name as null', async () => {
    const { dialog, user, field, server } = await openSignUp();
    await user.type(field('Mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    await within(dialog).findByRole('heading', { name: 'Verify your account' });
    expect(server.callsTo('POST', 'register')[0]?.body).toMatchObject({ name: null });
  });

  it("blocks an e-mail already registered: 'Signup Error' and the words on the field", async () => {
    const { dialog, user, field, server } = await openSignUp();
    server.on('POST', 'register', () =>
      refusal(
        409,
        'email_already_registered',
        'This email is already registered. Please sign in instead.',
      ),
    );
    await user.type(field('Mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Signup Error')).toBeInTheDocument();
    expect(field('Mail')).toHaveAccessibleDescription(
      'This email is already registered. Please sign in instead.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  it("puts the server's field refusal on its field without a toast", async () => {
    const { dialog, user, field, server } = await openSignUp();
    server.on('POST', 'register', () =>
      refusal(422, 'password_needs_number', 'Password must contain at least one number'),
    );
    await user.type(field('Mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(
      await within(dialog).findByText('Password must contain at least one number'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Signup Error')).not.toBeInTheDocument();
  });

  it("toasts 'Signup Error' with the 429 text when codes are rate limited", async () => {
    const { dialog, user, field, server } = await openSignUp();
    server.on('POST', 'register', () =>
      refusal(429, 'otp_send_limited', 'Too many requests. Please try again later.'),
    );
    await user.type(field('Mail'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Signup Error')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });
});
