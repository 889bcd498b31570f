// Stopping within SHUTDOWN_GRACE_SECONDS (issue 11, defect 3), on the real server process.
import { mkdtempSync } from 'node:fs';
import http2 from 'node:http2';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, queryRows } from '~/db/client';
import { browser, codeIn, PASSWORD } from '~/test/accounts';
import { openListeningSocket } from '~/test/listening-socket';
import { freePort, startMain, type MainProcess } from '~/test/main-process';

const GRACE_SECONDS = 3;
/** Track 31 of the e2e seed: 90 s of hosted audio. */
const LONG_TRACK = 31;
const running: MainProcess[] = [];

afterEach(() => {
  for (const main of running.splice(0)) main.child.kill('SIGKILL');
});

/** The server on a fresh embedded database; `seed` 'e2e' gives it the e2e catalogue. */
async function startServer(seed: 'none' | 'e2e' = 'none') {
  const [port, grpcPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'earshot-shutdown-'));
  const main = startMain({
    PORT: String(port),
    GRPC_PORT: String(grpcPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: seed,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  });
  running.push(main);
  await main.logged('native gRPC listening');
  return { main, port, grpcPort, dataDir, base: `http://127.0.0.1:${port}` };
}

/** SIGTERM, then how the process ended and how long it took. */
async function terminate(main: MainProcess) {
  const sent = Date.now();
  main.child.kill('SIGTERM');
  await main.logged('shutting down', 5_000);
  return { exited: main.exited.then((code) => ({ code, ms: Date.now() - sent })) };
}

const withinGrace = (ms: number) => ms <= (GRACE_SECONDS + 2) * 1000;

/** A raw HTTP/1.1 connection: what was written back, and whether it closed. */
async function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, closed };
}

async function signedUpToken(base: string) {
  const client = browser(base);
  const email = 'drain@example.com';
  await client.post('/api/auth/register', { email, password: PASSWORD, name: null });
  const otp = codeIn((await client.get<string>('/dev/outbox')).body);
  expect((await client.post('/api/auth/verify-otp', { email, otp })).status).toBe(200);
  return client.token()!;
}

it('stops within the grace period with a native gRPC client connected and a call unfinished', async () => {
  const { main, grpcPort } = await startServer();
  const session = http2.connect(`http://127.0.0.1:${grpcPort}`);
  session.on('error', () => {});
  const goaway = new Promise<void>((resolve) => session.once('goaway', () => resolve()));
  const call = (end: boolean) => {
    const stream = session.request({
      ':method': 'POST',
      ':path': '/earshot.catalog.v1.CatalogService/ListTracks',
      'content-type': 'application/grpc',
      te: 'trailers',
    });
    stream.on('error', () => {});
    // One gRPC message: ListTracksRequest { limit: 2 }.
    const message = Buffer.from([0, 0, 0, 0, 2, 0x08, 2]);
    if (end) stream.end(message);
    else stream.write(message);
    return stream;
  };
  const done = call(true);
  done.resume();
  await new Promise((resolve) => done.once('close', resolve));
  call(false); // a client still sending: the call stays open

  const { exited } = await terminate(main);
  await goaway;
  const { code, ms } = await exited;
  expect(code).toBe(0);
  expect(withinGrace(ms), `stopped after ${ms} ms`).toBe(true);
  session.destroy();
}, 90_000);

it('commits the credit of a live listening session and closes its socket with 1001', async () => {
  const { main, base, dataDir } = await startServer('e2e');
  const ws = await openListeningSocket(base, await signedUpToken(base));
  const listenedFrom = Date.now();
  ws.send('play', { track_id: LONG_TRACK });
  await ws.next('session_start');
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const { exited } = await terminate(main);
  expect((await ws.closed).code).toBe(1001);
  const listenedMs = Date.now() - listenedFrom;
  const { code, ms } = await exited;
  expect(code).toBe(0);
  expect(withinGrace(ms), `stopped after ${ms} ms`).toBe(true);

  // No heartbeat was sent: whatever was credited, the shutdown committed.
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const [credited] = await queryRows<{ ms: string }>(
      database.db,
      sql`select coalesce(sum(credited_ms), 0) as ms from listening_credits`,
    );
    expect(Number(credited!.ms)).toBeGreaterThanOrEqual(2000);
    expect(Number(credited!.ms)).toBeLessThanOrEqual(listenedMs);
  } finally {
    await database.close();
  }
}, 90_000);

it('does not let a slow HTTP client hold the process past the grace period', async () => {
  const { main, port } = await startServer();
  const slow = await rawConnection(port);
  slow.socket.write(
    'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"',
  );
  const trickle = setInterval(() => slow.socket.write('a'), 300);
  try {
    // The request must be under way (its headers read) before the stop is asked for.
    await main.logged('"url":"/api/auth/signin"');
    const { exited } = await terminate(main);
    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(withinGrace(ms), `stopped after ${ms} ms`).toBe(true);
    await slow.closed;
    expect(main.output()).toContain('grace period over');
  } finally {
    clearInterval(trickle);
  }
}, 90_000);

it('answers 503 to requests and socket upgrades that arrive while it drains', async () => {
  const { main, port, base } = await startServer();
  const token = await signedUpToken(base);
  // Both requests are under way when the drain starts, and finish arriving during it.
  const request = await rawConnection(port);
  request.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  const upgrade = await rawConnection(port);
  upgrade.socket.write(
    `GET /ws/listening?token=${token} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n',
  );
  await new Promise((resolve) => setTimeout(resolve, 200));

  const { exited } = await terminate(main);
  request.socket.write('\r\n');
  upgrade.socket.write('\r\n');
  await Promise.all([request.closed, upgrade.closed]);
  for (const answer of [request.received(), upgrade.received()]) {
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"code":"shutting_down"');
  }
  const { code, ms } = await exited;
  expect(code).toBe(0);
  expect(withinGrace(ms), `stopped after ${ms} ms`).toBe(true);
}, 90_000);
