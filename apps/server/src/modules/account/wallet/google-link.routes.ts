import { GOOGLE_PATHS, REASONS, SPEC_CODES, type OAuthLinkingCode } from '@earshot/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asAppError } from '~/errors';
import type { OidcClient } from '../google/google-oidc';
import {
  OAUTH_STATE_COOKIE,
  OAUTH_WALLET_COOKIE,
  publicOrigin,
  readCookie,
  requestToken,
  setOAuthStateCookie,
  setOAuthWalletCookie,
} from '../sessions/auth-cookies';
import type { SessionService } from '../sessions/session.service';
import type { GoogleLinkService } from './google-link.service';

/** What the linking routes are built from; `oidc` is absent when Google is not configured. */
export interface GoogleLinkRouteDeps {
  oidc: OidcClient | undefined;
  link: GoogleLinkService;
  sessions: SessionService;
  publicUrl: string | undefined;
}

const back = (notice: string) => `/?${notice}`;
const failed = (code: OAuthLinkingCode) => back(`oauth_error=${encodeURIComponent(code)}`);
const isLinkingCode = (reason: string): reason is OAuthLinkingCode =>
  (SPEC_CODES.oauthLinking as readonly string[]).includes(reason);

/**
 * GET /api/auth/link-web3-oauth: a signed-in wallet user goes to Google to link it; the
 * callback links and returns to `/?oauth_success=web3_linked`, or `/?oauth_error=<code>` with
 * spec 1 §8's codes. The wallet rides in a 15-minute cookie beside the state.
 */
export function registerGoogleLinkRoutes(app: FastifyInstance, deps: GoogleLinkRouteDeps) {
  const { oidc, link, sessions, publicUrl } = deps;
  const callerOf = async (req: FastifyRequest) =>
    (await sessions.resolve(requestToken(req)))?.userId;

  const finish = (req: FastifyRequest, reply: FastifyReply, location: string) => {
    setOAuthStateCookie(req, reply, publicUrl, '', true);
    setOAuthWalletCookie(req, reply, publicUrl, '');
    return reply.redirect(location);
  };

  app.get(GOOGLE_PATHS.linkWeb3, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!oidc) return reply.redirect(failed('internal_error'));
    let wallet: string;
    try {
      wallet = await link.walletToLink(await callerOf(req));
    } catch (err) {
      const { reason } = asAppError(err);
      return reply.redirect(failed(isLinkingCode(reason) ? reason : 'internal_error'));
    }
    const { url, state } = await oidc.begin(
      `${publicOrigin(req, publicUrl)}${GOOGLE_PATHS.linkWeb3Callback}`,
    );
    setOAuthStateCookie(req, reply, publicUrl, state, true);
    setOAuthWalletCookie(req, reply, publicUrl, wallet);
    return reply.redirect(url);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    GOOGLE_PATHS.linkWeb3Callback,
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!oidc) return finish(req, reply, failed('internal_error'));
      try {
        const claims = await oidc.complete({
          query: req.query,
          stateCookie: readCookie(req, OAUTH_STATE_COOKIE),
        });
        await link.link(await callerOf(req), claims, readCookie(req, OAUTH_WALLET_COOKIE));
        return finish(req, reply, back('oauth_success=web3_linked'));
      } catch (err) {
        const { reason } = asAppError(err);
        if (reason === REASONS.internal) req.log.error({ err }, 'Google linking failed');
        if (isLinkingCode(reason)) return finish(req, reply, failed(reason));
        // The OIDC checks' own refusals (state, nonce, token) all mean the round trip failed.
        return finish(
          req,
          reply,
          failed(reason === REASONS.internal ? 'internal_error' : 'oauth_processing_error'),
        );
      }
    },
  );
}
