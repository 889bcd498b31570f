import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSlowBody } from '~/test/hostile-bodies';
import { useTestServer } from '~/test/fixture';

// Small bounds, so the test sees them fire: a whole request within 2 s, its headers within 1 s.
const REQUEST_MS = 2000;
const config = {
  REQUEST_TIMEOUT_SECONDS: 2,
  HEADERS_TIMEOUT_SECONDS: 1,
  KEEP_ALIVE_TIMEOUT_SECONDS: 1,
  GRPC_IDLE_TIMEOUT_SECONDS: 1,
};
// Node checks its open requests every half second here (a quarter of the headers bound).
const LATE_MS = 600;
const AUDIO_BYTES = 4 << 20;

let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'earshot-slow-'));
  await writeFile(path.join(mediaDir, 'long.wav'), Buffer.alloc(AUDIO_BYTES, 1));
});
// The server's hooks come after the media folder's: it stops before the folder goes.
afterAll(() => rm(mediaDir, { recursive: true, force: true }));
const t = useTestServer(() => ({ config, mediaDir }));
let grpcUrl: string;
beforeAll(async () => {
  grpcUrl = `http://${await t.grpcAddress()}`;
});

const timedOut = {
  error: 'Request timed out.',
  message: 'Request timed out.',
  code: 'request_timeout',
};
const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('a body sent a byte at a time', () => {
  for (const [surface, route, type] of [
    ['/api', '/api/auth/check-email', 'application/json'],
    ['Connect', '/rpc/earshot.catalog.v1.CatalogService/ListTracks', 'application/json'],
  ] as const) {
    it(`is answered 408 and closed within REQUEST_TIMEOUT_SECONDS (${surface})`, async () => {
      const answer = await sendSlowBody(t.baseUrl, {
        path: route,
        headers: { 'content-type': type },
        bytes: 100,
        everyMs: 300,
      });
      expect(answer.status).toBe(408);
      expect(jsonOf(answer.text)).toEqual(timedOut);
      expect(answer.closedByServer).toBe(true);
      expect(answer.ms).toBeGreaterThanOrEqual(REQUEST_MS - 100);
      expect(answer.ms).toBeLessThan(REQUEST_MS + LATE_MS);
    });
  }
});

it('closes a connection whose headers trickle in past HEADERS_TIMEOUT_SECONDS (408)', async () => {
  const socket = net.connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
  const started = Date.now();
  let text = '';
  socket.on('data', (data: Buffer) => (text += data.toString()));
  socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n');
  const timer = setInterval(() => socket.writable && socket.write('x-slow: 1\r\n'), 200);
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(timer);
  expect(text).toMatch(/^HTTP\/1\.1 408 /);
  expect(Date.now() - started).toBeLessThan(1000 + LATE_MS);
});

it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_SECONDS', async () => {
  const socket = net.connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
  socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
  await new Promise((resolve) => socket.once('data', resolve));
  const answered = Date.now();
  await new Promise((resolve) => socket.once('close', resolve));
  // Node waits a second longer than the Keep-Alive: timeout=1 it announces (a client's race).
  expect(Date.now() - answered).toBeGreaterThanOrEqual(1000);
  expect(Date.now() - answered).toBeLessThan(2000 + LATE_MS);
});

describe('the native gRPC port', () => {
  it('resets a call whose message trickles in past REQUEST_TIMEOUT_SECONDS', async () => {
    const session = http2.connect(grpcUrl);
    const stream = session.request({
      ':method': 'POST',
      ':path': '/earshot.catalog.v1.CatalogService/ListTracks',
      'content-type': 'application/grpc',
      te: 'trailers',
    });
    const started = Date.now();
    stream.on('error', () => undefined);
    stream.write(Buffer.from([0, 0, 0, 0, 100]));
    const timer = setInterval(() => stream.writable && stream.write(Buffer.from([8])), 300);
    await new Promise((resolve) => stream.once('close', resolve));
    clearInterval(timer);
    expect(stream.rstCode).toBe(http2.constants.NGHTTP2_CANCEL);
    expect(Date.now() - started).toBeLessThan(REQUEST_MS + 200);
    session.destroy();
  });

  it('closes a session left idle past GRPC_IDLE_TIMEOUT_SECONDS with GOAWAY', async () => {
    const session = http2.connect(grpcUrl);
    const started = Date.now();
    await new Promise((resolve) => session.once('connect', resolve));
    const goaway = new Promise((resolve) => session.once('goaway', resolve));
    await new Promise((resolve) => session.once('close', resolve));
    await goaway;
    expect(Date.now() - started).toBeLessThan(1000 + 500);
  });
});

describe('what lives long on purpose', () => {
  it('keeps a listening socket open past every bound; its heartbeats answer', async () => {
    const ws = await (await t.account({ email: 'stays@example.com' })).socket();
    await new Promise((resolve) => setTimeout(resolve, REQUEST_MS * 2));
    ws.send('heartbeat');
    await ws.next('heartbeat');
    ws.socket.close();
  });

  it('streams a media range to a slow reader past REQUEST_TIMEOUT_SECONDS', async () => {
    const socket = net.connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    socket.write(`GET /media/long.wav HTTP/1.1\r\nhost: x\r\nrange: bytes=0-\r\n\r\n`);
    let received = 0;
    let first = true;
    socket.on('data', (data: Buffer) => {
      received += data.length;
      if (first) {
        first = false;
        // A reader that stops for longer than a request may take to arrive.
        socket.pause();
        setTimeout(() => socket.resume(), REQUEST_MS * 2);
      }
    });
    await expect.poll(() => received, { timeout: REQUEST_MS * 4 }).toBeGreaterThan(AUDIO_BYTES);
    socket.destroy();
  });
});
