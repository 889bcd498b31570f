import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, installFakeAuthServer, refusal, type FakeAuthServer } from '@/testing/auth-server';
import { renderWithProviders } from '@/testing/render';
import { AuthDialog } from './auth-dialog';
import { VerifyStep } from './verify-step';

let server: FakeAuthServer;

beforeEach(() => {
  // Only the clock and the countdown's interval are fake: promises, React Query and Testing
  // Library keep their real timeouts.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  server = installFakeAuthServer();
});
afterEach(() => {
  vi.useRealTimers();
});

const elapse = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

function renderVerify() {
  const signedIn = vi.fn();
  const view = renderWithProviders(
    <AuthDialog open onClose={() => undefined}>
      <VerifyStep email="ada@example.com" go={vi.fn()} signedIn={signedIn} />
    </AuthDialog>,
  );
  return { ...view, signedIn };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const digits = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
const countdown = () => screen.getByTestId('code-countdown');
const resend = () => screen.getByRole('button', { name: 'Resend' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe("'Verify your account'", () => {
  it('shows where the code went, the six boxes and Continue enabled only with all six', async () => {
    const { user } = renderVerify();
    expect(screen.getByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'We sent a 6-digit code toada@example.com',
    );
    expect(continueButton()).toBeDisabled();
    await user.keyboard('12345');
    expect(continueButton()).toBeDisabled();
    await user.keyboard('6');
    expect(continueButton()).toBeEnabled();
  });

  it('counts down from 5:00 and turns red at 60 seconds or less', async () => {
    renderVerify();
    expect(countdown()).toHaveTextContent('Code expires in 5:00');
    expect(countdown()).toHaveAttribute('data-urgent', 'false');
    await elapse(1);
    expect(countdown()).toHaveTextContent('4:59');
    await elapse(238);
    expect(countdown()).toHaveTextContent('1:01');
    expect(countdown()).toHaveAttribute('data-urgent', 'false');
    expect(countdown()).not.toHaveClass('text-danger');
    await elapse(1);
    expect(countdown()).toHaveTextContent('1:00');
    expect(countdown()).toHaveAttribute('data-urgent', 'true');
    expect(countdown()).toHaveClass('text-danger');
  });

  it('enables Resend only at 0; Resend clears the code, mails a new one and restarts the count', async () => {
    const { user } = renderVerify();
    await user.keyboard('123');
    expect(resend()).toBeDisabled();
    await elapse(299);
    expect(resend()).toBeDisabled();
    await elapse(1);
    expect(screen.getByRole('status')).toHaveTextContent('Code expired. Ask for a new one.');
    expect(resend()).toBeEnabled();

    await user.click(resend());
    expect(digits()).toEqual(['', '', '', '', '', '']);
    expect(box(1)).toHaveFocus();
    expect(await screen.findByTestId('code-countdown')).toHaveTextContent('Code expires in 5:00');
    expect(server.callsTo('POST', 'send-otp').map((call) => call.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
    expect(resend()).toBeDisabled();
    await elapse(60);
    expect(countdown()).toHaveTextContent('4:00');
  });

  it("says 'Could not resend' / 'Failed to resend OTP' when a new code cannot be sent", async () => {
    server.on('POST', 'send-otp', () =>
      refusal(503, 'mail_failed', 'Failed to send the code. Please try again later.'),
    );
    const { user } = renderVerify();
    await elapse(300);
    await user.click(resend());
    expect(await screen.findByText('Could not resend')).toBeInTheDocument();
    expect(screen.getByText('Failed to resend OTP')).toBeInTheDocument();
    expect(resend()).toBeEnabled();
  });

  it.each([
    ['invalid_otp', 'Invalid OTP'],
    ['otp_expired', 'Invalid or expired OTP'],
  ])(
    "a refused code (%s) toasts 'Verification failed' with the server's words and clears the boxes",
    async (code, message) => {
      server.on('POST', 'verify-otp', () => refusal(400, code, message));
      const { user, signedIn } = renderVerify();
      await user.keyboard('999999');
      await user.click(continueButton());
      expect(await screen.findByText('Verification failed')).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(digits()).toEqual(['', '', '', '', '', '']);
      expect(box(1)).toHaveFocus();
      expect(continueButton()).toBeDisabled();
      expect(signedIn).not.toHaveBeenCalled();
    },
  );

  it('points to the dev outbox when the server has no mail server', async () => {
    server.on('GET', 'config', () =>
      answer(200, { googleEnabled: true, devOutboxUrl: '/dev/outbox' }),
    );
    renderVerify();
    expect(
      await screen.findByRole('link', { name: /read the code in the dev outbox/ }),
    ).toHaveAttribute('href', '/dev/outbox');
  });

  it('signs in with the code', async () => {
    const { user, signedIn } = renderVerify();
    await user.keyboard('123456');
    await user.click(continueButton());
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(server.callsTo('POST', 'verify-otp')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '123456',
    });
    expect(signedIn.mock.calls[0]?.[0]).toMatchObject({ user: { email: 'ada@example.com' } });
  });
});
