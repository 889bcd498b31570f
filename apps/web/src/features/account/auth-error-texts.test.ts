import { describe, expect, it } from 'vitest';
import { authErrorSentence, authErrorTexts } from './auth-error-texts';

describe('authErrorSentence', () => {
  it.each([
    ['google_unavailable', 'Google sign-in is not available on this server.'],
    ['access_denied', 'You cancelled the Google sign-in, so nothing changed.'],
    ['oauth_request_expired', 'The sign-in took too long and expired. Please try again.'],
    ['internal_error', 'Server error. Please try again later.'],
  ])('says something friendly for %s', (code, sentence) => {
    expect(authErrorSentence(code)).toBe(sentence);
  });

  it.each([null, '', 'no_such_code', 'toString', '__proto__'])(
    'falls back to the generic sentence for %j',
    (code) => {
      expect(authErrorSentence(code)).toBe(authErrorTexts.generic);
    },
  );
});
