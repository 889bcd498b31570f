/**
 * Every stable reason string the server answers with (an HTTP body's `code`, a Connect
 * error's ErrorDetail reason, the `error` of /auth/error). The UI and tests match on these;
 * the server can throw no other (its AppError takes a Reason). The reasons of the field
 * rules (email_invalid, password_too_short, …) are the rules' own outcomes and live beside
 * them in @earshot/domain (FieldProblemCode).
 */
export const REASONS = {
  // Any context.
  invalidRequest: 'invalid_request',
  internal: 'internal',
  routeNotFound: 'route_not_found',
  originRefused: 'origin_refused',
  databaseUnreachable: 'database_unreachable',
  /** Redis (REDIS_URL: the shared rate limits) did not answer: the limited calls wait for it. */
  redisUnreachable: 'redis_unreachable',
  /** The instance is stopping: try again (a load balancer sends it elsewhere). */
  shuttingDown: 'shutting_down',
  /** The instance holds all the listening sockets it may: try again later (close 1013). */
  overloaded: 'overloaded',
  rateLimited: 'rate_limited',
  /** A body or message over RPC_MAX_BODY_BYTES or HTTP_MAX_BODY_BYTES (docs/security.md). */
  bodyTooLarge: 'body_too_large',
  /** A query string over SEARCH_MAX_QUERY_BYTES. */
  queryTooLong: 'query_too_long',
  /** A request not received whole within REQUEST_TIMEOUT_SECONDS (or its headers, HEADERS_…). */
  requestTimeout: 'request_timeout',

  // account: sessions, sign-up and sign-in, one-time codes, profile.
  authenticationRequired: 'authentication_required',
  invalidCredentials: 'invalid_credentials',
  wrongCurrentPassword: 'wrong_current_password',
  emailAlreadyRegistered: 'email_already_registered',
  emailChangeNeedsVerification: 'email_change_needs_verification',
  emailUnchanged: 'email_unchanged',
  passwordUnchanged: 'password_unchanged',
  signupNotFound: 'signup_not_found',
  userNotFound: 'user_not_found',
  usernameTaken: 'username_taken',
  invalidOtp: 'invalid_otp',
  otpExpired: 'otp_expired',
  otpSendLimited: 'otp_send_limited',
  mailFailed: 'mail_failed',

  // account: wallet sign-in and linking (the spec's linking codes travel as LinkingCode).
  invalidWalletAddress: 'invalid_wallet_address',
  invalidSignature: 'invalid_signature',
  invalidAuthProof: 'invalid_auth_proof',
  walletMismatch: 'wallet_mismatch',

  // account: Google sign-in (the /auth/error page's codes).
  googleUnavailable: 'google_unavailable',
  emailMissing: 'email_missing',
  stateMismatch: 'state_mismatch',
  nonceMismatch: 'nonce_mismatch',
  invalidIdToken: 'invalid_id_token',
  oauthProviderUnreachable: 'oauth_provider_unreachable',
  oauthRequestExpired: 'oauth_request_expired',
  oauthProcessingError: 'oauth_processing_error',
  /** The provider answered an error code that is not one of OAUTH_PROVIDER_CODES. */
  oauthError: 'oauth_error',
  /** What the error page is sent instead of `internal` (spec 1 §8 oauth_error codes). */
  internalError: 'internal_error',

  // catalog.
  trackNotFound: 'track_not_found',
  artistNotFound: 'artist_not_found',
  albumNotFound: 'album_not_found',
  genreNotFound: 'genre_not_found',
  playlistNotFound: 'playlist_not_found',
  invalidTrackId: 'invalid_track_id',
  invalidArtistId: 'invalid_artist_id',
  invalidAlbumId: 'invalid_album_id',
  invalidGenreId: 'invalid_genre_id',
  invalidPlaylistId: 'invalid_playlist_id',
  invalidPeriodType: 'invalid_period_type',
  pageOffsetOutOfRange: 'page_offset_out_of_range',
  pageLimitOutOfRange: 'page_limit_out_of_range',

  // library: favourites and own playlists.
  favoritesAuthenticationRequired: 'favorites_authentication_required',
  invalidItemType: 'invalid_item_type',
  invalidItemId: 'invalid_item_id',
  invalidPlaylistTitle: 'invalid_playlist_title',
  invalidPlaylistDescription: 'invalid_playlist_description',
  invalidImageUrl: 'invalid_image_url',
  playlistTooLong: 'playlist_too_long',
  playlistLimitReached: 'playlist_limit_reached',
  playlistNotOwned: 'playlist_not_owned',
  playlistVersionConflict: 'playlist_version_conflict',

  // referral, ranking and boosts (ADR 0019).
  invalidReferralCode: 'invalid_referral_code',
  referrerNotFound: 'referrer_not_found',
  selfReferral: 'self_referral',
  alreadyReferred: 'already_referred',
  /**
   * A welcome bonus asked by an account that is not a new listener: made before its code was
   * stored, already credited for listening, or with referees of its own.
   */
  notNewListener: 'not_new_listener',
  circularReferral: 'circular_referral',
  invalidRankingPeriod: 'invalid_ranking_period',
  boostNotFound: 'boost_not_found',
  insufficientPoints: 'insufficient_points',
  boostAlreadyActive: 'boost_already_active',
  /** A purchase whose terms seen (price, multiplier, duration) are no longer those in force. */
  boostTermsChanged: 'boost_terms_changed',

  // rewards.
  /** A ledger kind filter naming LEDGER_KIND_UNSPECIFIED or a kind there is not. */
  invalidLedgerKind: 'invalid_ledger_kind',

  // operator (ADR 0028).
  /** A signed-in caller who is not an operator called an operator call. */
  operatorRequired: 'operator_required',
  /** An operator action without a reason, or a rule value or time it may not take. */
  invalidOperatorAction: 'invalid_operator_action',
  /** A ledger entry to reverse that does not exist. */
  ledgerEntryNotFound: 'ledger_entry_not_found',
  /** A ledger entry reversed already, itself a reversal, or of 0 EP: nothing to take back. */
  ledgerEntryNotReversible: 'ledger_entry_not_reversible',

  // media.
  mediaNotFound: 'media_not_found',

  // search.
  /** A query, page, sort_by or filter_by outside what search accepts; the message names it. */
  invalidSearch: 'invalid_search',
  /** The /search endpoints' API key header is missing or wrong (SEARCH_API_KEY set). */
  searchApiKeyRequired: 'search_api_key_required',
} as const;

/** One of the server's reasons. */
export type Reason = (typeof REASONS)[keyof typeof REASONS];

/**
 * The error codes an OAuth 2.0 / OpenID Connect provider may send back to the callback
 * (RFC 6749 §4.1.2.1, OpenID Connect Core §3.1.2.6); the error page shows them as they came.
 */
export const OAUTH_PROVIDER_CODES = [
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
] as const;

/** An error code of the provider's. */
export type OAuthProviderCode = (typeof OAUTH_PROVIDER_CODES)[number];

/** The provider's code when it is a known one, else `oauth_error`. */
export function providerReason(code: string): OAuthProviderCode | typeof REASONS.oauthError {
  return (OAUTH_PROVIDER_CODES as readonly string[]).includes(code)
    ? (code as OAuthProviderCode)
    : REASONS.oauthError;
}

/** Reasons a client gives itself when no usable answer came (never sent by the server). */
export const CLIENT_REASONS = {
  /** The call got no answer. */
  networkError: 'network_error',
  /** The answer was not the shape its call promises. */
  invalidAnswer: 'invalid_answer',
} as const;
