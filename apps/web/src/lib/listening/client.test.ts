import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { createListeningClient, type ListeningClient, type TokenSource } from './client';

const T0 = Date.parse('2026-03-02T10:00:00.000Z');

/** A session payload as the server sends it (seconds). */
const session = (patch: Record<string, unknown> = {}) => ({
  session_id: 's-1',
  track_id: 31,
  start_time: T0 / 1000,
  duration: 90,
  current_duration: 0,
  status: 'active',
  timestamp: T0 / 1000,
  ...patch,
});

const fakeToken = () => ({
  get: vi.fn<TokenSource['get']>(() => Promise.resolve('tok/1')),
  drop: vi.fn<TokenSource['drop']>(),
});
let token: ReturnType<typeof fakeToken>;
let client: ListeningClient;

/** Lets the token promise and the connect that awaits it run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function connected(): Promise<FakeWebSocket> {
  client.start();
  await settle();
  const socket = FakeWebSocket.latest();
  socket.open();
  return socket;
}

/** Plays track 31 and has the server start session s-1. */
async function earning(): Promise<FakeWebSocket> {
  const socket = await connected();
  client.play(31);
  socket.receive('session_start', session());
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  token = fakeToken();
  client = createListeningClient({
    token,
    url: (value, claim) =>
      `ws://app.test/ws/listening?token=${encodeURIComponent(value)}${claim === null ? '' : `&claim=${claim}`}`,
    random: () => 0,
  });
});

afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('the connection', () => {
  it('connects with the session token as a query parameter, and says so', async () => {
    expect(client.getSnapshot().connection).toBe('disconnected');
    client.start();
    expect(client.getSnapshot().connection).toBe('connecting');
    await settle();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://app.test/ws/listening?token=tok%2F1');
    socket.open();
    expect(client.getSnapshot()).toMatchObject({ connection: 'connected', lost: false });
  });

  it('opens nothing without a token', async () => {
    token.get.mockResolvedValue(null);
    client.start();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('builds its address from the page: ws: on http, wss: on https', async () => {
    const { listeningUrl } = await import('./client');
    const at = (href: string) => new URL(href) as unknown as Location;
    expect(listeningUrl('a b', null, at('http://localhost:3000/discover'))).toBe(
      'ws://localhost:3000/ws/listening?token=a%20b',
    );
    expect(listeningUrl('t', 'c_1-x', at('https://earshot.example/'))).toBe(
      'wss://earshot.example/ws/listening?token=t&claim=c_1-x',
    );
  });

  it('presents the claim its session was given when it reconnects, and forgets it at sign-out', async () => {
    const socket = await earning();
    expect(socket.url).toBe('ws://app.test/ws/listening?token=tok%2F1');
    socket.receive('session_start', session({ claim: 'claim-1' }));
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    const again = FakeWebSocket.latest();
    expect(again.url).toBe('ws://app.test/ws/listening?token=tok%2F1&claim=claim-1');
    again.open();
    // Adopting by pause gives a new claim, which the next reconnect presents.
    again.receive('pause', session({ status: 'paused', claim: 'claim-2' }));
    again.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.latest().url).toBe(
      'ws://app.test/ws/listening?token=tok%2F1&claim=claim-2',
    );
    client.stop();
    client.start();
    await settle();
    expect(FakeWebSocket.latest().url).toBe('ws://app.test/ws/listening?token=tok%2F1');
  });

  it('reconnects by itself after a drop, waiting 1 s doubling to 5 s, and starts afresh once in', async () => {
    const socket = await connected();
    socket.drop();
    expect(client.getSnapshot()).toMatchObject({
      connection: 'disconnected',
      lost: true,
      error: 'WebSocket connection error',
    });
    // random() = 0 gives the shortest wait of each step: half of 1 s, 2 s, 4 s, 5 s, 5 s, …
    // (a server back after a restart is found within 5 s; issue 37 waited 15 s with 30 s).
    const waits = [500, 1000, 2000, 2500, 2500, 2500, 2500];
    for (const wait of waits) {
      const before = FakeWebSocket.instances.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      FakeWebSocket.latest().drop();
    }
    await vi.advanceTimersByTimeAsync(5_000);
    FakeWebSocket.latest().open();
    expect(client.getSnapshot()).toMatchObject({
      connection: 'connected',
      lost: false,
      error: null,
    });
    FakeWebSocket.latest().drop();
    const before = FakeWebSocket.instances.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it('refused for load (1013 after opening), it keeps backing off and keeps its token', async () => {
    const socket = await connected();
    socket.closeByServer(1013, 'overloaded');
    expect(client.getSnapshot()).toMatchObject({ connection: 'disconnected', lost: true });
    // The handshake opened each time, yet the waits grow as for a drop: 0.5 s, 1 s, 2 s, 4 s.
    for (const wait of [500, 1000, 2000, 4000]) {
      const before = FakeWebSocket.instances.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().closeByServer(1013, 'overloaded');
    }
    expect(token.drop).not.toHaveBeenCalled();
    // Let in at last, it starts afresh: the next drop waits the first step again.
    await vi.advanceTimersByTimeAsync(8000);
    FakeWebSocket.latest().open();
    expect(client.getSnapshot()).toMatchObject({ connection: 'connected', lost: false });
    FakeWebSocket.latest().drop();
    const before = FakeWebSocket.instances.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it('adds jitter: the wait lies between half and all of the step', async () => {
    const { OVERLOADED_MAX_MS, reconnectDelay } = await import('./backoff');
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.999)).toBe(1000);
    expect(reconnectDelay(2, () => 0.5)).toBe(3000);
    expect(reconnectDelay(10, () => 0.999)).toBe(4998);
    expect(reconnectDelay(3, () => 0.5, OVERLOADED_MAX_MS)).toBe(6000);
    expect(reconnectDelay(10, () => 0.999, OVERLOADED_MAX_MS)).toBe(29985);
    expect(reconnectDelay(50, () => 0, OVERLOADED_MAX_MS)).toBe(15000);
  });

  it('refused for load again and again, the waits grow past 5 s to 30 s', async () => {
    const socket = await connected();
    socket.closeByServer(1013, 'overloaded');
    for (const wait of [500, 1000, 2000, 4000, 8000, 15000]) {
      const before = FakeWebSocket.instances.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      FakeWebSocket.latest().open();
      FakeWebSocket.latest().closeByServer(1013, 'overloaded');
    }
  });

  it('going offline drops the socket at once and says so; back online it reconnects at once', async () => {
    const socket = await earning();
    window.dispatchEvent(new Event('offline'));
    expect(client.getSnapshot()).toMatchObject({
      connection: 'disconnected',
      lost: true,
      session: null,
    });
    expect(socket.closedWith).not.toBeNull();
    // Offline, nothing tries: no point in a socket that cannot open.
    const before = FakeWebSocket.instances.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(before);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
    FakeWebSocket.latest().open();
    // Still playing: it carries on with its session.
    expect(FakeWebSocket.latest().types()).toEqual(['play']);
    expect(client.getSnapshot()).toMatchObject({ connection: 'connected', lost: false });
  });

  it('a heartbeat unanswered within 5 s is a dead socket: connection lost, then a reconnect', async () => {
    const socket = await earning();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.types()).toEqual(['play', 'heartbeat']);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(client.getSnapshot().lost).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getSnapshot()).toMatchObject({ connection: 'disconnected', lost: true });
    const before = FakeWebSocket.instances.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it('an answered heartbeat keeps the socket', async () => {
    const socket = await earning();
    for (let beat = 1; beat <= 3; beat += 1) {
      await vi.advanceTimersByTimeAsync(15_000);
      await vi.advanceTimersByTimeAsync(100);
      socket.receive('heartbeat', session({ current_duration: 15 * beat }));
    }
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.getSnapshot()).toMatchObject({ connection: 'connected', lost: false });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('Reconnect tries at once', async () => {
    const socket = await connected();
    socket.drop();
    client.reconnect();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(client.getSnapshot().connection).toBe('connecting');
    FakeWebSocket.latest().open();
    expect(client.getSnapshot().connection).toBe('connected');
  });

  it('stops for good: the socket closes and nothing reconnects', async () => {
    const socket = await earning();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(client.getSnapshot()).toMatchObject({ connection: 'disconnected', session: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('errors, in the spec’s words', () => {
  it('a refused upgrade (close 1006 before opening) is an authentication failure; a fresh token is asked for', async () => {
    client.start();
    await settle();
    FakeWebSocket.latest().refuse();
    await settle();
    expect(token.drop).toHaveBeenCalled();
    expect(client.getSnapshot()).toMatchObject({
      connection: 'error',
      lost: true,
      error: 'Authentication failed - invalid or missing token',
    });
  });

  it('a server out of reach is a connection error, not an authentication failure', async () => {
    client.start();
    await settle();
    token.get.mockRejectedValue(new Error('Failed to fetch'));
    FakeWebSocket.latest().refuse();
    await settle();
    expect(client.getSnapshot().error).toBe('WebSocket connection error');
  });

  it('a token that cannot be read, and a socket that cannot be created', async () => {
    token.get.mockRejectedValueOnce(new Error('Failed to fetch session token'));
    client.start();
    await settle();
    expect(client.getSnapshot().error).toBe('Failed to fetch session token');

    const broken = createListeningClient({
      token,
      createSocket: () => {
        throw new SyntaxError('bad url');
      },
    });
    broken.start();
    await settle();
    expect(broken.getSnapshot()).toMatchObject({
      connection: 'error',
      error: 'Failed to create WebSocket connection',
    });
    broken.stop();
  });

  it('an unreadable server message, and a send while not connected', async () => {
    const socket = await connected();
    socket.receiveRaw('{not json');
    expect(client.getSnapshot().error).toBe('Error parsing server message');
    socket.receive('session_dance');
    expect(client.getSnapshot().error).toBe('Error parsing server message');
    socket.receive('error', { message: 'The requested resource was not found.' });
    expect(client.getSnapshot().error).toBe('The requested resource was not found.');

    const idle = createListeningClient({ token });
    idle.play(3);
    expect(idle.getSnapshot().error).toBe('WebSocket is not connected');
  });
});

describe('the session', () => {
  it('sends play, keeps the session the server describes, and heartbeats every 15 s in seconds', async () => {
    const socket = await earning();
    expect(socket.messages()).toEqual([{ type: 'play', payload: { track_id: 31 } }]);
    expect(client.getSnapshot().session).toMatchObject({
      sessionId: 's-1',
      trackId: 31,
      status: 'active',
      owned: true,
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(socket.types()).toEqual(['play']);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.messages()[1]).toEqual({
      type: 'heartbeat',
      payload: { timestamp: T0 / 1000 + 15 },
    });
    socket.receive('heartbeat', session({ current_duration: 15 }));
    expect(client.getSnapshot().session?.currentDuration).toBe(15);
    expect(client.getSnapshot().credits).toEqual([{ at: T0 + 15_000, seconds: 15 }]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.types()).toEqual(['play', 'heartbeat', 'heartbeat']);
  });

  it('stops heartbeats on pause and starts them again on resume', async () => {
    const socket = await earning();
    client.pause();
    socket.receive('pause', session({ status: 'paused', current_duration: 4 }));
    expect(client.getSnapshot().session).toMatchObject({ status: 'paused', currentDuration: 4 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.types()).toEqual(['play', 'pause']);
    client.play(31);
    socket.receive('session_resume', session({ current_duration: 4 }));
    expect(client.getSnapshot().session?.status).toBe('active');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.types()).toEqual(['play', 'pause', 'play', 'heartbeat']);
  });

  it('ignores duplicate pauses, and holds a pause that follows a play within 200 ms until the server would take it', async () => {
    const socket = await earning();
    client.pause();
    client.pause();
    client.pause();
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.types()).toEqual(['play', 'pause']);
    client.play(31);
    client.pause();
    expect(socket.types()).toEqual(['play', 'pause', 'play', 'pause']);
    await vi.advanceTimersByTimeAsync(50);
    client.play(31);
    client.pause();
    expect(socket.types()).toEqual(['play', 'pause', 'play', 'pause', 'play']);
    await vi.advanceTimersByTimeAsync(149);
    expect(socket.types()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.types()).toEqual(['play', 'pause', 'play', 'pause', 'play', 'pause']);
    // A play before the held pause goes out cancels it.
    client.play(31);
    client.pause();
    client.play(31);
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.types().slice(6)).toEqual(['play', 'play']);
  });

  it('end waits for the server’s session_end; with no session it settles at once', async () => {
    await connected();
    await expect(client.end()).resolves.toBeUndefined();
    expect(FakeWebSocket.latest().types()).toEqual([]);

    const socket = FakeWebSocket.latest();
    client.play(31);
    socket.receive('session_start', session());
    let ended = false;
    const ending = client.end().then(() => (ended = true));
    // A second request (the song change after 'ended') shares the first.
    void client.end();
    await settle();
    expect(ended).toBe(false);
    expect(socket.types()).toEqual(['play', 'end']);
    socket.receive(
      'session_end',
      session({ status: 'ended', current_duration: 7, reason: 'ended' }),
    );
    await ending;
    expect(client.getSnapshot()).toMatchObject({ session: null, endReason: 'ended' });
    expect(client.getSnapshot().credits).toEqual([{ at: T0, seconds: 7 }]);
  });

  it('a play from another tab supersedes this one: the session clears and says why', async () => {
    const socket = await earning();
    socket.receive('session_end', { session_id: 's-1', reason: 'superseded', timestamp: 1 });
    expect(client.getSnapshot()).toMatchObject({ session: null, endReason: 'superseded' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.types()).toEqual(['play']);
  });

  it('after a reconnect it plays the same track again to carry on with its session', async () => {
    const socket = await earning();
    socket.drop();
    expect(client.getSnapshot().session).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    const again = FakeWebSocket.latest();
    again.open();
    expect(again.messages()).toEqual([{ type: 'play', payload: { track_id: 31 } }]);
    // On connect the server says where the account stands; not this page's until it plays.
    again.receive('session_update', session({ current_duration: 15 }));
    expect(client.getSnapshot().session?.owned).toBe(false);
    again.receive('session_start', session({ current_duration: 15 }));
    expect(client.getSnapshot().session).toMatchObject({ owned: true, currentDuration: 15 });
  });

  it('back after a drop while playing, it is rejoining until the server answers its play', async () => {
    const socket = await earning();
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    const again = FakeWebSocket.latest();
    again.open();
    expect(client.getSnapshot()).toMatchObject({ lost: false, rejoining: true });
    again.receive('session_update', session({ current_duration: 15 }));
    expect(client.getSnapshot().rejoining).toBe(true);
    again.receive('session_start', session({ current_duration: 20 }));
    expect(client.getSnapshot().rejoining).toBe(false);
  });

  it('is not rejoining on its first connection, nor back after a drop with nothing playing', async () => {
    const socket = await connected();
    expect(client.getSnapshot().rejoining).toBe(false);
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    FakeWebSocket.latest().open();
    expect(client.getSnapshot()).toMatchObject({ lost: false, rejoining: false });
  });

  it('resumes a session the server paused for silence while the music still plays', async () => {
    const socket = await earning();
    socket.receive('pause', session({ status: 'paused', current_duration: 15 }));
    expect(socket.types()).toEqual(['play', 'play']);
  });

  it('a page going away ends its session at once, and sends nothing more', async () => {
    const socket = await earning();
    await vi.advanceTimersByTimeAsync(7_000);
    client.leave();
    expect(socket.types()).toEqual(['play', 'end']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.types()).toEqual(['play', 'end']);
  });

  it('a page going away without a session of its own sends nothing', async () => {
    const socket = await connected();
    socket.receive('session_update', session());
    client.leave();
    expect(socket.types()).toEqual([]);
  });

  it('a page hidden while it plays settles with a heartbeat out of turn, then keeps its rhythm', async () => {
    const socket = await earning();
    await vi.advanceTimersByTimeAsync(6_000);
    client.flush();
    expect(socket.types()).toEqual(['play', 'heartbeat']);
    socket.receive('heartbeat', session({ current_duration: 6 }));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(socket.types()).toEqual(['play', 'heartbeat']);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.types()).toEqual(['play', 'heartbeat', 'heartbeat']);
    // Paused, it has nothing to settle.
    client.pause();
    client.flush();
    expect(socket.types()).toEqual(['play', 'heartbeat', 'heartbeat', 'pause']);
  });
});
