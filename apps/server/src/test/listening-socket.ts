import { WebSocket } from 'ws';

/** A message the listening socket sent. */
export interface ServerMessage {
  type: string;
  payload: Record<string, unknown>;
}

/** A real WebSocket client of /ws/listening that keeps every message it receives. */
export async function openListeningSocket(
  baseUrl: string,
  token: string | undefined,
  options: { origin?: string; claim?: unknown } = {},
) {
  const query = new URLSearchParams();
  if (token !== undefined) query.set('token', token);
  // The claim a reconnecting client presents: the one its last session message gave it.
  if (typeof options.claim === 'string') query.set('claim', options.claim);
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws/listening${query.size ? `?${query.toString()}` : ''}`;
  const socket = new WebSocket(url, options.origin ? { origin: options.origin } : {});
  const received: ServerMessage[] = [];
  // The upgrade's answer names the instance behind a load balancer (INSTANCE_NAME).
  let instance: string | undefined;
  socket.once('upgrade', (res) => {
    const named = res.headers['x-earshot-instance'];
    instance = typeof named === 'string' ? named : undefined;
  });
  const waiters: { type: string; resolve: (m: ServerMessage) => void }[] = [];
  let read = 0;
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    received.push(message);
    const index = waiters.findIndex((w) => w.type === message.type);
    if (index >= 0) {
      read = received.length;
      waiters.splice(index, 1)[0]!.resolve(message);
    }
  });
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client = {
    socket,
    received,
    closed,
    /** The instance that took the socket (its `x-earshot-instance`), if it says. */
    instance: () => instance,
    send(type: string, payload: Record<string, unknown> = {}) {
      socket.send(JSON.stringify({ type, payload }));
    },
    /** The next message of a type not read yet (others are skipped over). */
    next(type: string, timeoutMs = 5000): Promise<ServerMessage> {
      const waiting = received.slice(read).find((m) => m.type === type);
      if (waiting) {
        read = received.indexOf(waiting) + 1;
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message`)), timeoutMs);
        waiters.push({
          type,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close() {
      socket.close();
      return closed;
    },
    /** Plays a track: answers its session_start message. */
    play(trackId: number) {
      client.send('play', { track_id: trackId });
      return client.next('session_start');
    },
    /** Moves the test clock on `ms`, then sends a heartbeat: answers the heartbeat message. */
    heartbeatAfter(clock: { advance(ms: number): void }, ms: number) {
      clock.advance(ms);
      client.send('heartbeat');
      return client.next('heartbeat');
    },
  };
  return client;
}

export type ListeningSocket = Awaited<ReturnType<typeof openListeningSocket>>;

/** Why an upgrade was refused: the HTTP status the server answered. */
export function refusedStatus(baseUrl: string, token: string | undefined, origin?: string) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws/listening${token === undefined ? '' : `?token=${token}`}`;
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', () => {});
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
  });
}
