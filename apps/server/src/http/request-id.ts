import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The caller's x-request-id when it is sane (word characters and dashes, ≤ 64), else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}
