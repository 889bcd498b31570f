import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '~/errors';
import { MAX_FRAME_BYTES } from './connection-guard';
import type { ListeningHub } from './hub';

/** Resolves a session token to its account, or nothing. */
export type TokenResolver = (token: string | undefined) => Promise<{ userId: string } | undefined>;

/** Whether a browser's Origin is the app's own: the Host it connected to, or PUBLIC_URL. */
function sameOrigin(req: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const { host } = new URL(origin);
    return host === req.headers.host || (!!publicUrl && host === new URL(publicUrl).host);
  } catch {
    return false;
  }
}

/**
 * GET /ws/listening?token=…: the live listening connection. A missing or bad token, or a
 * foreign origin, refuses the upgrade (the browser sees close code 1006).
 */
export async function registerListeningSocket(
  app: FastifyInstance,
  deps: { hub: ListeningHub; resolve: TokenResolver; publicUrl?: string | undefined },
) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const users = new WeakMap<FastifyRequest, string>();
  app.get(
    '/ws/listening',
    {
      websocket: true,
      preValidation: async (req) => {
        if (!sameOrigin(req, deps.publicUrl)) {
          throw new AppError('permission_denied', 'origin_refused');
        }
        const token = (req.query as { token?: string }).token;
        const session = await deps.resolve(token);
        if (!session) throw new AppError('unauthenticated', 'authentication_required');
        users.set(req, session.userId);
      },
    },
    (socket, req) => {
      void deps.hub.attach(socket, users.get(req)!);
    },
  );
}
