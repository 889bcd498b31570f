import { ACCOUNT_TEXTS } from '@earshot/domain';
import type { OAuthLinkingCode, OAuthProviderCode, Reason } from '@earshot/wire';

/**
 * What /auth/error says for each code the server's Google sign-in redirects with
 * (apps/server account module: google.routes.ts, google-oidc.ts, google.service.ts) and the
 * provider's own OAuth error codes. The spec does not word them; these are decisions.
 */
const sentences: Partial<Record<Reason | OAuthProviderCode | OAuthLinkingCode, string>> = {
  google_unavailable: ACCOUNT_TEXTS.googleUnavailable,
  access_denied: 'You cancelled the Google sign-in, so nothing changed.',
  state_mismatch:
    'This sign-in was started in another tab or browser, or it was already used. Please start again from here.',
  oauth_request_expired: 'The sign-in took too long and expired. Please try again.',
  oauth_request_not_found: 'The sign-in took too long and expired. Please try again.',
  nonce_mismatch: 'Google’s answer did not match this sign-in. Please try again.',
  invalid_id_token: 'Google’s answer could not be verified. Please try again.',
  oauth_processing_error: 'Google’s answer could not be processed. Please try again.',
  oauth_error: 'Google could not complete the sign-in. Please try again.',
  oauth_provider_unreachable: 'Google could not be reached. Please try again in a moment.',
  email_missing: 'Your Google account did not share an email address, which an account here needs.',
  email_already_registered:
    'An account with this email already exists and could not be linked to this Google account. Sign in with your email and password instead.',
  user_not_found: 'The account for this sign-in no longer exists.',
  internal_error: 'Server error. Please try again later.',
};

export const authErrorTexts = {
  /** Decision: the spec names the route, not its title. */
  title: 'Authentication error',
  /** Any code not listed above. */
  generic: 'Something went wrong while signing you in. Please try again.',
  tryAgain: 'Try again',
  backToDiscover: 'Back to Discover',
  codeLabel: 'Error code:',
} as const;

/** The sentence for an error code; unknown or missing codes get the generic one. */
export function authErrorSentence(code: string | null): string {
  return code && Object.hasOwn(sentences, code)
    ? (sentences as Record<string, string>)[code]!
    : authErrorTexts.generic;
}
