import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { providerReason, REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError, type AppReason } from '~/errors';
import { memoize } from '~/memo';
import type { OAuthRequestRepo } from './oauth-request.repo';
import { newToken, sha256 } from '../secrets';

/** Where and as whom the server talks OIDC to Google (or a test issuer). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the ID token says about the person, once every check passed. */
export interface OidcClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

// Spec 1 §9: OAuth state lives 30 minutes.
const REQUEST_TTL_MS = 30 * 60_000;
const DISCOVERY_TTL_MS = 60 * 60_000;
const HTTP_TIMEOUT_MS = 10_000;

/** A failed sign-in, with the code the error page shows (spec 1 §8 oauth_error style). */
const fail = (reason: AppReason) => new AppError('invalid_argument', reason);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The OIDC authorization code flow with PKCE (S256), state and nonce. The pending request
 * lives in the database (any instance may receive the callback); the ID token's signature is
 * checked against the issuer's JWKS, with iss, aud, exp and nonce.
 */
export function createOidcClient(deps: {
  settings: OidcSettings;
  requests: OAuthRequestRepo;
  clock: Clock;
}) {
  const { settings, requests, clock } = deps;
  const issuer = trimSlash(settings.issuer);

  const discover = memoize(
    async () => {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`OIDC discovery answered ${res.status}`);
      const doc = (await res.json()) as Discovery;
      if (trimSlash(doc.issuer) !== issuer)
        throw new Error(`OIDC discovery names issuer ${doc.issuer}`);
      return {
        doc,
        jwks: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS }),
      };
    },
    { ttlMs: DISCOVERY_TTL_MS, now: () => Date.now() },
  );
  const discovery = async () => {
    try {
      return await discover('');
    } catch (err) {
      throw Object.assign(fail(REASONS.oauthProviderUnreachable), { cause: err });
    }
  };

  return {
    /** Starts a sign-in: answers the provider URL to redirect to and the state to bind to the browser. */
    async begin(redirectUri: string): Promise<{ url: string; state: string }> {
      const { doc } = await discovery();
      const state = newToken();
      const nonce = newToken();
      const codeVerifier = newToken();
      const now = clock.now();
      await requests.insert({
        stateHash: sha256(state),
        codeVerifier,
        nonce,
        redirectUri,
        expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
        createdAt: now,
      });
      const url = new URL(doc.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString(), state };
    },

    /**
     * Finishes a sign-in from the callback's query and the state cookie: state must match the
     * cookie and a live request; the code is exchanged with the PKCE verifier; the ID token
     * must verify. Throws an AppError whose reason names what failed.
     */
    async complete(input: {
      query: Record<string, string | undefined>;
      stateCookie: string | undefined;
    }): Promise<OidcClaims> {
      const { query, stateCookie } = input;
      if (query.error) throw fail(providerReason(query.error));
      if (!query.state || !stateCookie || query.state !== stateCookie)
        throw fail(REASONS.stateMismatch);
      const request = await requests.take(sha256(query.state), clock.now());
      if (!request) throw fail(REASONS.oauthRequestExpired);
      if (!query.code) throw fail(REASONS.oauthProcessingError);
      const { doc, jwks } = await discovery();

      const res = await fetch(doc.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: query.code,
          redirect_uri: request.redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: request.codeVerifier,
        }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      }).catch(() => undefined);
      const tokens = res?.ok ? ((await res.json()) as { id_token?: unknown }) : undefined;
      if (typeof tokens?.id_token !== 'string') throw fail(REASONS.oauthProcessingError);

      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(tokens.id_token, jwks, {
          issuer: doc.issuer,
          audience: settings.clientId,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (err) {
        throw Object.assign(
          fail(err instanceof joseErrors.JOSEError ? 'invalid_id_token' : 'oauth_processing_error'),
          {
            cause: err,
          },
        );
      }
      if (claims.nonce !== request.nonce) throw fail(REASONS.nonceMismatch);
      if (claims.azp !== undefined && claims.azp !== settings.clientId)
        throw fail(REASONS.invalidIdToken);
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      return {
        sub: claims.sub ?? '',
        email: text(claims.email),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: text(claims.name),
        picture: text(claims.picture),
      };
    },
  };
}

/** The OIDC client's shape. */
export type OidcClient = ReturnType<typeof createOidcClient>;
