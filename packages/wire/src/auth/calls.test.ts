import { describe, expect, it } from 'vitest';
import { AUTH_CALLS } from './calls';

const user = { id: 'c1', email: 'a@b.io', name: null, image: null, walletAddress: null };

describe('the /api/auth calls', () => {
  it('take bodies of the right types and sane lengths, fields left out', () => {
    expect(AUTH_CALLS.checkEmail.body.safeParse({}).success).toBe(true);
    expect(AUTH_CALLS.register.body.safeParse({ email: 'a@b.io', name: null }).success).toBe(true);
    expect(AUTH_CALLS.signIn.body.safeParse({ email: 3 }).success).toBe(false);
    expect(AUTH_CALLS.verifyOtp.body.safeParse({ otp: '1'.repeat(33) }).success).toBe(false);
    expect(AUTH_CALLS.resetPassword.body.safeParse({ password: 'x'.repeat(1025) }).success).toBe(
      false,
    );
  });

  it('answer in the shapes the spec names', () => {
    const signedIn = { user, expires: '2099-01-01T00:00:00.000Z', method: 'web2' };
    expect(AUTH_CALLS.signIn.answer.parse({ ...signedIn, extra: 1 })).toEqual(signedIn);
    expect(AUTH_CALLS.verifyOtp.answer.safeParse(signedIn).success).toBe(false);
    expect(
      AUTH_CALLS.session.answer.safeParse({ user: null, expires: null, method: null }).success,
    ).toBe(true);
    expect(AUTH_CALLS.signIn.answer.safeParse({ ...signedIn, method: 'web4' }).success).toBe(false);
    expect(AUTH_CALLS.session.answer.safeParse({ user: { id: 'c1' } }).success).toBe(false);
    expect(
      AUTH_CALLS.register.answer.safeParse({
        success: true,
        email: 'a@b.io',
        expiresIn: 300,
        message: 'Verification code sent',
      }).success,
    ).toBe(true);
  });

  it('are named by method and path below /api/auth', () => {
    expect(Object.values(AUTH_CALLS).map((call) => `${call.method} ${call.path}`)).toContain(
      'POST forgot-password',
    );
  });
});
