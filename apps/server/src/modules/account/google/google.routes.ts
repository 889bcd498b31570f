import type { AddressBook } from '../addresses/address-book';
import { ACCOUNT_TEXTS } from '@earshot/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GOOGLE_PATHS, REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError, asAppError, type AppReason } from '~/errors';
import {
  OAUTH_STATE_COOKIE,
  publicOrigin,
  readCookie,
  SESSION_COOKIE,
  setOAuthStateCookie,
  setSessionCookie,
} from '../sessions/auth-cookies';
import type { OidcClient } from './google-oidc';
import type { GoogleService } from './google.service';

/** What the Google routes are built from; `google` is absent when Google is not configured. */
export interface GoogleRouteDeps {
  google: { oidc: OidcClient; service: GoogleService } | undefined;
  clock: Clock;
  publicUrl: string | undefined;
  /** Where each sign-in's address is noted, hashed (fraud review). */
  addresses: AddressBook;
}

const errorPage = (code: AppReason) => `/auth/error?error=${encodeURIComponent(code)}`;
const wantsHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

/**
 * GET /api/auth/google starts the OIDC flow (302 to the provider); the callback finishes it,
 * signs in and redirects to '/', or to /auth/error?error=<code> on any failure. Without
 * configuration both answer 'Google sign-in is not available on this server.': a redirect to
 * the error page for a browser, a 503 JSON error for anything else.
 */
export function registerGoogleRoutes(app: FastifyInstance, deps: GoogleRouteDeps) {
  const { google, clock, publicUrl, addresses } = deps;

  const unavailable = (req: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(req)) return reply.redirect(errorPage(REASONS.googleUnavailable));
    throw new AppError('unavailable', REASONS.googleUnavailable, ACCOUNT_TEXTS.googleUnavailable);
  };

  app.get(GOOGLE_PATHS.start, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!google) return unavailable(req, reply);
    try {
      const { url, state } = await google.oidc.begin(
        `${publicOrigin(req, publicUrl)}${GOOGLE_PATHS.callback}`,
      );
      setOAuthStateCookie(req, reply, publicUrl, state);
      return reply.redirect(url);
    } catch (err) {
      req.log.error({ err }, 'Google sign-in could not start');
      return reply.redirect(
        errorPage(
          asAppError(err).reason === REASONS.internal
            ? REASONS.internalError
            : asAppError(err).reason,
        ),
      );
    }
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    GOOGLE_PATHS.callback,
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!google) return unavailable(req, reply);
      setOAuthStateCookie(req, reply, publicUrl, '');
      try {
        const claims = await google.oidc.complete({
          query: req.query,
          stateCookie: readCookie(req, OAUTH_STATE_COOKIE),
        });
        const result = await google.service.signIn(claims, readCookie(req, SESSION_COOKIE));
        await addresses.seen(result.user.id, req.ip);
        setSessionCookie(req, reply, publicUrl, result.session, clock.now());
        return reply.redirect('/');
      } catch (err) {
        const known = asAppError(err);
        if (known.reason === REASONS.internal) req.log.error({ err }, 'Google sign-in failed');
        else
          req.log.warn(
            { reason: known.reason, cause: (err as Error).cause },
            'Google sign-in refused',
          );
        return reply.redirect(
          errorPage(known.reason === REASONS.internal ? REASONS.internalError : known.reason),
        );
      }
    },
  );
}
