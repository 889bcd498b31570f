import http2 from 'node:http2';
import net from 'node:net';
import { readFileSync } from 'node:fs';

/** What a server answered to a hostile body, and how much of the body it let through. */
export interface HostileAnswer {
  /** The status line's code; 0 when the connection closed without one. */
  status: number;
  /** The answer as it came (head and body), for its JSON error. */
  text: string;
  /** Body bytes written before the server stopped reading (or all of them). */
  sent: number;
  /** Milliseconds from the first byte sent to the connection's close. */
  ms: number;
  /** Whether the server closed the connection (else the client did, 2 s after an answer). */
  closedByServer: boolean;
}

/**
 * Sends a POST whose body is `prefix`, then filler up to `bytes`, then `suffix`, over a raw
 * socket: with Content-Length, or chunked when `chunked`. Writing stops once the server answers
 * or closes; resolves when the connection closes (or its answer is whole and it stays open).
 */
export function sendLargeBody(
  baseUrl: string,
  init: {
    path: string;
    headers?: Record<string, string>;
    bytes: number;
    prefix?: string;
    suffix?: string;
    chunked?: boolean;
  },
): Promise<HostileAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const prefix = Buffer.from(init.prefix ?? '');
  const suffix = Buffer.from(init.suffix ?? '');
  const fill = init.bytes - prefix.length - suffix.length;
  const framing = init.chunked
    ? 'transfer-encoding: chunked'
    : `content-length: ${String(init.bytes)}`;
  const head = Object.entries(init.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    let text = '';
    let sent = 0;
    let stop = false;
    const frame = (part: Buffer) =>
      init.chunked
        ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
        : part;
    const partAt = (offset: number) =>
      offset < prefix.length
        ? prefix
        : offset - prefix.length < fill
          ? chunk.subarray(0, Math.min(chunk.length, fill - (offset - prefix.length)))
          : suffix;
    const pump = () => {
      while (!stop && sent < init.bytes) {
        const part = partAt(sent);
        sent += part.length;
        if (sent >= init.bytes && init.chunked) {
          socket.write(Buffer.concat([frame(part), Buffer.from('0\r\n\r\n')]));
        } else if (!socket.write(frame(part))) {
          return void socket.once('drain', pump);
        }
      }
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${init.path} HTTP/1.1\r\nhost: ${hostname}\r\n${head.join('')}${framing}\r\n\r\n`,
      );
      pump();
    });
    let closedByServer = false;
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
      if (!stop) setTimeout(() => socket.destroy(), 2000).unref();
      stop = true;
    });
    // The server closed its side: what is still queued here need not reach it.
    socket.on('end', () => {
      closedByServer = true;
      socket.destroy();
    });
    socket.on('error', () => (closedByServer = true));
    socket.on('close', () => {
      stop = true;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text, sent, ms: Date.now() - started, closedByServer });
    });
  });
}

/**
 * Sends one gRPC message of `bytes` to `path` on an h2c port: its envelope states the whole
 * length, then filler follows while the server takes it. Resolves with the grpc-status the
 * server answered (from its headers or trailers; undefined if none) and the bytes sent.
 */
export function sendLargeGrpcMessage(
  grpcUrl: string,
  path: string,
  bytes: number,
): Promise<{ grpcStatus: string | undefined; sent: number }> {
  return new Promise((resolve) => {
    const session = http2.connect(grpcUrl);
    session.on('error', () => undefined);
    const stream = session.request({
      ':method': 'POST',
      ':path': path,
      'content-type': 'application/grpc',
      te: 'trailers',
    });
    let grpcStatus: string | undefined;
    let sent = 0;
    let stop = false;
    const statusOf = (headers: http2.IncomingHttpHeaders) => {
      const value = headers['grpc-status'];
      if (typeof value === 'string') grpcStatus = value;
    };
    stream.on('response', statusOf);
    stream.on('trailers', statusOf);
    stream.on('error', () => undefined);
    stream.on('data', () => undefined);
    const envelope = Buffer.alloc(5);
    envelope.writeUInt32BE(bytes, 1);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!stop && sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!stream.write(part)) return void stream.once('drain', pump);
      }
      if (!stop) stream.end();
    };
    stream.write(envelope);
    pump();
    stream.on('close', () => {
      stop = true;
      session.close();
      resolve({ grpcStatus, sent });
    });
  });
}

/**
 * Sends a request's head, then one body byte every `everyMs` (of a `bytes`-long body), as a
 * client on a bad line or an attacker holding sockets would. Resolves when the server closes.
 */
export function sendSlowBody(
  baseUrl: string,
  init: { path: string; headers?: Record<string, string>; bytes: number; everyMs: number },
): Promise<HostileAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const head = Object.entries(init.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    let text = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < init.bytes && socket.writable) {
        socket.write('a');
        sent += 1;
      }
    }, init.everyMs);
    socket.on('connect', () =>
      socket.write(
        `POST ${init.path} HTTP/1.1\r\nhost: ${hostname}\r\n${head.join('')}` +
          `content-length: ${String(init.bytes)}\r\n\r\n`,
      ),
    );
    let closedByServer = false;
    socket.on('data', (data: Buffer) => (text += data.toString('latin1')));
    socket.on('end', () => (closedByServer = true));
    socket.on('error', () => (closedByServer = true));
    socket.on('close', () => {
      clearInterval(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text, sent, ms: Date.now() - started, closedByServer });
    });
  });
}

/** A process's resident memory in bytes (Linux), read from /proc. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${String(pid)}`);
  return Number(kb) * 1024;
}
