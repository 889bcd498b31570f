/**
 * The codes the spec names for the wallet and linking flows (spec 1 §8). The linking codes are
 * the reasons wallet and e-mail linking answer with; the web matches on them.
 */
export const SPEC_CODES = {
  /** Linking codes. */
  linking: [
    'WALLET_ALREADY_CONNECTED',
    'EMAIL_ALREADY_CONNECTED',
    'EMAIL_ALREADY_REGISTERED',
    'WALLET_ALREADY_LINKED',
  ],
  /** Auth error codes, recognised from message text. */
  auth: [
    'WALLET_NOT_INSTALLED',
    'WALLET_CONNECTION_FAILED',
    'WALLET_SIGNATURE_REJECTED',
    'SESSION_EXPIRED',
    'INVALID_CREDENTIALS',
    'NETWORK_ERROR',
    'WALLET_ALREADY_LINKED',
    'EMAIL_ALREADY_LINKED',
    'AUTHENTICATION_FAILED',
    'LINKING_FAILED',
  ],
  /** oauth_error codes of the linking flow; an unknown one shows 'OAuth linking failed: {code}'. */
  oauthLinking: [
    'email_already_registered',
    'email_not_registered',
    'wallet_already_linked_cannot_add_new_email',
    'user_already_has_different_email',
    'oauth_request_expired',
    'security_violation_wallet_mismatch',
    'email_already_exists',
    'wallet_already_linked',
    'wallet_not_found',
    'internal_error',
    'oauth_request_not_found',
    'wallet_already_linked_different_email',
    'oauth_processing_error',
  ],
} as const;

/** A linking code (spec 1 §8). */
export type LinkingCode = (typeof SPEC_CODES.linking)[number];
/** An auth error code (spec 1 §8). */
export type AuthErrorCode = (typeof SPEC_CODES.auth)[number];
/** An oauth_error code of the linking flow (spec 1 §8). */
export type OAuthLinkingCode = (typeof SPEC_CODES.oauthLinking)[number];

/**
 * The sentences the spec gives for its codes, verbatim (spec 1 §8); EMAIL_ALREADY_REGISTERED's
 * is an account text (@earshot/domain ACCOUNT_TEXTS.emailRegisteredElsewhere).
 */
export const SPEC_CODE_TEXTS = {
  WALLET_ALREADY_CONNECTED:
    'This wallet is already connected to another account. Each wallet can only be associated with one user account.',
  oauthLinkingFailed: (code: string) => `OAuth linking failed: ${code}`,
} as const;
