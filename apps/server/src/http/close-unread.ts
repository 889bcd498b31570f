import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection answered before its body ended lingers: what its client still sends is
 * dropped, never kept, then the connection is closed whatever the client does.
 */
const LINGER_MS = 2000;

/**
 * Closes the connection after this answer, whose request body was not read to its end (refused
 * as too large, say), instead of Node's default of reading the rest to keep the connection.
 * Node would destroy the socket as soon as the answer is written; with the client's bytes still
 * unread that resets the connection, and a client still sending often loses the answer (RFC
 * 9112 §9.6), so the socket first half-closes and lingers a moment, as nginx's lingering close.
 */
export function closeUnread(res: ServerResponse) {
  res.setHeader('connection', 'close');
  const socket: Socket | null = res.socket;
  if (!socket) return;
  socket.destroySoon = function lingering(this: Socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}
