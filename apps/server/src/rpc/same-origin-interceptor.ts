import type { Interceptor } from '@connectrpc/connect';
import { changesState, fromOwnSite, originRefused } from '~/http/same-origin';
import { callContextKey } from './context';

/**
 * Refuses an RPC POST that another site's page sent, with PermissionDenied in the caller's
 * protocol, before any handler runs. Bearer tokens cannot ride along cross-site, but the
 * wallet sign-ins read the session cookie (rotation) and set one, so a page elsewhere could
 * otherwise sign a visitor into its own account. Connect GETs are side-effect free.
 */
export function sameOriginInterceptor(publicUrl: string | undefined): Interceptor {
  return (next) => (req) => {
    if (changesState(req.requestMethod)) {
      const site = {
        origin: req.header.get('origin') ?? undefined,
        fetchSite: req.header.get('sec-fetch-site') ?? undefined,
        // The Host as Fastify reads it (X-Forwarded-Host under TRUST_PROXY), as for /api/auth.
        host:
          hostOf(req.contextValues.get(callContextKey)?.origin) ??
          req.header.get('host') ??
          undefined,
      };
      if (!fromOwnSite(site, publicUrl)) throw originRefused();
    }
    return next(req);
  };
}

const hostOf = (origin: string | undefined) => (origin ? new URL(origin).host : undefined);
