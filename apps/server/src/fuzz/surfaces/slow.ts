import http2 from 'node:http2';
import net from 'node:net';
import fc from 'fast-check';
import { sendSlowBody } from '~/test/hostile-bodies';
import type { FuzzTarget } from '../target';
import type { Verdict } from '../verdict';
import type { Surface } from './surface';

type Way = 'auth-body' | 'rpc-body' | 'headers' | 'grpc-message';

interface SlowClient {
  way: Way;
  /** Milliseconds between two bytes. */
  everyMs: number;
}

/** What a slow client may still hold past its bound: Node checks every quarter-bound. */
const SLACK_MS = 1000;

/** Sends `client`'s request slowly; answers what went wrong, if anything. */
async function trickle(target: FuzzTarget, client: SlowClient): Promise<string | undefined> {
  const boundMs =
    (client.way === 'headers'
      ? target.config.HEADERS_TIMEOUT_SECONDS
      : target.config.REQUEST_TIMEOUT_SECONDS) * 1000;
  const started = Date.now();
  let status: number | string;
  if (client.way === 'auth-body' || client.way === 'rpc-body') {
    const answer = await sendSlowBody(target.baseUrl, {
      path:
        client.way === 'auth-body'
          ? '/api/auth/check-email'
          : '/rpc/earshot.catalog.v1.CatalogService/ListTracks',
      headers: { 'content-type': 'application/json' },
      bytes: 1000,
      everyMs: client.everyMs,
    });
    status = answer.status;
  } else if (client.way === 'headers') {
    status = await slowHeaders(target.baseUrl, client.everyMs);
  } else {
    status = await slowGrpc(target.grpcUrl, client.everyMs);
  }
  const ms = Date.now() - started;
  const expected = client.way === 'grpc-message' ? 'reset' : 408;
  if (status !== expected) return `${client.way}: answered ${status}, not ${expected}`;
  if (ms > boundMs + SLACK_MS) return `${client.way}: held ${ms} ms (bound ${boundMs})`;
  return undefined;
}

function slowHeaders(baseUrl: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(baseUrl).port), '127.0.0.1');
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n');
    const timer = setInterval(() => socket.writable && socket.write('x-a: b\r\n'), everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0));
    });
  });
}

function slowGrpc(grpcUrl: string, everyMs: number): Promise<string> {
  return new Promise((resolve) => {
    const session = http2.connect(grpcUrl);
    session.on('error', () => undefined);
    const stream = session.request({
      ':method': 'POST',
      ':path': '/earshot.catalog.v1.CatalogService/ListTracks',
      'content-type': 'application/grpc',
      te: 'trailers',
    });
    stream.on('error', () => undefined);
    stream.write(Buffer.from([0, 0, 0, 3, 0]));
    const timer = setInterval(() => stream.writable && stream.write(Buffer.from([8])), everyMs);
    stream.on('close', () => {
      clearInterval(timer);
      session.destroy();
      resolve(
        stream.rstCode === http2.constants.NGHTTP2_CANCEL ? 'reset' : `rst ${stream.rstCode}`,
      );
    });
  });
}

/**
 * Requests that trickle in (a body a byte at a time on /api and Connect, headers a line at a time,
 * a gRPC message a byte at a time), several at once: each is closed within its bound (408 where
 * HTTP can still answer, a reset stream on the gRPC port).
 */
export const slowSurface: Surface<SlowClient[]> = {
  name: 'slow bodies and headers (closed within their bound)',
  share: 0.07,
  // Each input waits out its bound (2 s on the fuzz target): a 40 s run makes two.
  minInputs: 1,
  checksState: false,
  inputs() {
    const client = fc.record({
      way: fc.constantFrom<Way>('auth-body', 'rpc-body', 'headers', 'grpc-message'),
      everyMs: fc.integer({ min: 50, max: 700 }),
    });
    return fc.array(client, { minLength: 1, maxLength: 8 });
  },
  async send(target, clients): Promise<Verdict> {
    const outcomes = await Promise.all(clients.map((client) => trickle(target, client)));
    return { rejected: true, problems: outcomes.filter((o) => o !== undefined) };
  },
  show: (clients) => clients.map((c) => `${c.way} every ${c.everyMs} ms`).join(', '),
};
