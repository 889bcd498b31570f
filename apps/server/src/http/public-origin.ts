import type { FastifyRequest } from 'fastify';

/** The origin browsers use: PUBLIC_URL when set, else what the request says. */
export function publicOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${req.protocol}://${req.host}`;
}
