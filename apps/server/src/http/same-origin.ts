import type { FastifyInstance } from 'fastify';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';

/** What a request says about where it comes from (header values as sent, if any). */
export interface RequestSite {
  origin?: string | undefined;
  /** Sec-Fetch-Site, sent by browsers when they send no Origin (older ones send neither). */
  fetchSite?: string | undefined;
  /** The Host the request came to. */
  host?: string | undefined;
}

/** Methods that change nothing (RFC 9110 §9.2.1); every other one is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request of this method may change state, and so must come from our own site. */
export const changesState = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * Whether a request comes from our own site, or from no browser page at all (OWASP ASVS
 * 4.0.3 §4.2.2; a fetch metadata check). Same-origin is PUBLIC_URL's origin when set (scheme,
 * host and port), else an Origin naming the Host the request came to: without PUBLIC_URL a
 * proxy may end TLS, so the scheme seen here says nothing. Without Origin, Sec-Fetch-Site
 * decides ('same-origin', or 'none' for what the user typed); with neither, the caller is no
 * browser (curl, a gRPC client with its bearer token) and no browser's cookie rides along.
 */
export function fromOwnSite(site: RequestSite, publicUrl: string | undefined): boolean {
  if (site.origin === undefined) {
    return site.fetchSite === undefined || ['same-origin', 'none'].includes(site.fetchSite);
  }
  let url: URL;
  try {
    url = new URL(site.origin);
  } catch {
    return false; // 'null' (a sandboxed frame, a redirect across sites) or junk
  }
  if (publicUrl) return url.origin === new URL(publicUrl).origin;
  return url.host === site.host;
}

/** The refusal of a request from another site: 403 in the spec's words, reason origin_refused. */
export const originRefused = () => new AppError('permission_denied', REASONS.originRefused);

/** A header's single value (a repeated header counts as junk). */
const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

/**
 * Refuses every state-changing request to a Fastify route (the /api/auth calls, and any POST
 * route added later) that another site's page sent, before its body is read: the session
 * cookie is SameSite=Lax, which a browser may still send on a top-level POST after a
 * redirect, and a cross-site sign-in would sign the victim into someone else's account.
 * `skip` names paths checked elsewhere (the RPC routes answer in their own protocol).
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  publicUrl: string | undefined,
  skip: (url: string) => boolean,
) {
  app.addHook('onRequest', (req, _reply, done) => {
    if (!changesState(req.method) || skip(req.url)) return done();
    const site = {
      origin: single(req.headers.origin),
      fetchSite: single(req.headers['sec-fetch-site']),
      host: req.host,
    };
    if (fromOwnSite(site, publicUrl)) return done();
    done(originRefused());
  });
}
