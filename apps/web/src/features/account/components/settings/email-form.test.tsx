import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, installFakeAuthServer, makeUser, refusal } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { EmailForm } from './email-form';

const NEW = 'ada.new@example.com';

function setUp() {
  const server = installFakeAuthServer({ user: makeUser() });
  server.on('POST', 'change-email/send-code', (body) =>
    answer(200, { success: true, email: String(body.email).trim().toLowerCase(), expiresIn: 300 }),
  );
  server.on('POST', 'change-email', (body) =>
    answer(200, { success: true, user: makeUser({ email: String(body.email) }) }),
  );
  const view = renderWithProviders(<EmailForm email="ada@example.com" />);
  return { ...view, server };
}

async function sendCode(view: ReturnType<typeof setUp>, email = NEW) {
  await view.user.type(screen.getByLabelText('New email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('EmailForm', () => {
  it('mails a code to the new address, then changes it with the six digits', async () => {
    const view = setUp();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    await sendCode(view, ` ${NEW.toUpperCase()} `);
    expect(await screen.findByText('Enter the code we sent to', { exact: false })).toBeVisible();
    expect(screen.getByText(NEW)).toBeVisible();
    const change = screen.getByRole('button', { name: 'Change email' });
    expect(change).toBeDisabled();
    await view.user.keyboard('123456');
    await view.user.click(change);
    expect(await screen.findByText('Email changed')).toBeInTheDocument();
    expect(view.server.callsTo('POST', 'change-email')[0]?.body).toEqual({
      email: NEW,
      otp: '123456',
    });
    expect(await screen.findByLabelText('New email')).toHaveValue('');
  });

  it("shows the server's words for an address another account holds, and stays", async () => {
    const view = setUp();
    view.server.on('POST', 'change-email/send-code', () =>
      refusal(
        409,
        'email_already_registered',
        'This email is already registered with another account',
      ),
    );
    await sendCode(view);
    expect(
      await screen.findByText('This email is already registered with another account'),
    ).toBeVisible();
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription(
      'This email is already registered with another account',
    );
    expect(screen.queryByText('Enter the code we sent to', { exact: false })).toBeNull();
  });

  it("a refused code says 'Verification failed' with the server's words and clears the boxes", async () => {
    const view = setUp();
    view.server.on('POST', 'change-email', () => refusal(400, 'invalid_otp', 'Invalid OTP'));
    await sendCode(view);
    await screen.findByText('Enter the code we sent to', { exact: false });
    await view.user.keyboard('654321');
    await view.user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
  });
});
