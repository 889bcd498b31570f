import { describe, expect, it } from 'vitest';
import { ErrorAnswer } from './error-body';
import { ERROR_KINDS, HTTP_TEXTS } from './kinds';
import { providerReason, REASONS } from './reasons';

describe('the error vocabulary', () => {
  it("gives each kind its status and the spec's text where the spec words one", () => {
    expect(ERROR_KINDS.unauthenticated).toEqual({
      status: 401,
      text: 'Authentication required. Please sign in.',
    });
    expect(ERROR_KINDS.invalid_argument).toEqual({ status: 400, text: 'Invalid request.' });
    expect(HTTP_TEXTS[400]).toBeUndefined();
    for (const { status, text } of Object.values(ERROR_KINDS)) {
      if (HTTP_TEXTS[status]) expect(text).toBe(HTTP_TEXTS[status]);
    }
  });

  it('holds each reason once, in snake case', () => {
    const values = Object.values(REASONS);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it("passes a provider's known OAuth code through, anything else as oauth_error", () => {
    expect(providerReason('access_denied')).toBe('access_denied');
    expect(providerReason('made_up')).toBe('oauth_error');
  });

  it('reads an error answer leniently', () => {
    expect(ErrorAnswer.parse({ message: 'm', code: 3 })).toEqual({ message: 'm' });
    expect(ErrorAnswer.parse(null)).toEqual({});
  });
});
