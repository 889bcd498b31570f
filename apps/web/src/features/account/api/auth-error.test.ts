import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-error';

describe('AuthError.fromAnswer', () => {
  it("keeps the server's message and code", () => {
    const error = AuthError.fromAnswer(401, {
      error: 'Invalid email or password. Please try again.',
      message: 'Invalid email or password. Please try again.',
      code: 'invalid_credentials',
    });
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid email or password. Please try again.',
    });
  });

  it("reads 'error' when there is no 'message'", () => {
    expect(AuthError.fromAnswer(400, { error: 'Invalid OTP' }).message).toBe('Invalid OTP');
  });

  it.each([
    [401, 'Authentication required. Please sign in.'],
    [403, 'Access denied. You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
    [429, 'Too many requests. Please try again later.'],
    [500, 'Server error. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again later.'],
    [502, 'Something went wrong. Please try again.'],
  ])('falls back to the spec text for a bare %i', (status, text) => {
    expect(AuthError.fromAnswer(status, null)).toMatchObject({
      message: text,
      code: `http_${status}`,
    });
  });

  it('marks a call that got no answer', () => {
    expect(AuthError.network()).toMatchObject({
      status: 0,
      message: 'Something went wrong. Please try again.',
    });
  });
});
