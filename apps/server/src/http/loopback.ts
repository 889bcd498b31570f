import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Headers a proxy adds: a request carrying one reached the socket through a proxy. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** Whether an address is the machine itself: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * Whether a request comes from the machine itself. Read from the socket, never from
 * `request.ip` (derived from X-Forwarded-For under TRUST_PROXY, which a client can write), and
 * a request that carries a proxy's header does not count: behind a proxy on the same machine
 * every socket is loopback, whoever the client is.
 */
export function isLoopbackRequest(req: FastifyRequest): boolean {
  return (
    PROXY_HEADERS.every((name) => req.headers[name] === undefined) &&
    isLoopbackAddress(req.socket.remoteAddress)
  );
}
