import { randomFillSync } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startCpuWindow, type CpuUsage } from '../lib/cpu';
import type { Target } from '../lib/load';

const HEADER_BYTES = 44;
const CHUNK = 1 << 20;

/** A 16-bit stereo 44.1 kHz PCM WAV header for `dataBytes` of samples. */
function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(2, 22); // stereo
  h.writeUInt32LE(44_100, 24);
  h.writeUInt32LE(44_100 * 4, 28); // byte rate
  h.writeUInt16LE(4, 32); // block align
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** Writes a WAV file of about `megabytes` MiB of random samples (noise); returns its header. */
export function writeWav(file: string, megabytes: number): { size: number; header: Buffer } {
  mkdirSync(path.dirname(file), { recursive: true });
  const dataBytes = megabytes * CHUNK;
  const header = wavHeader(dataBytes);
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, header);
    const chunk = Buffer.alloc(CHUNK);
    for (let written = 0; written < dataBytes; written += CHUNK)
      writeSync(fd, randomFillSync(chunk));
  } finally {
    closeSync(fd);
  }
  return { size: HEADER_BYTES + dataBytes, header };
}

/** Full-file GETs of one server in one window. */
export interface AudioMeasurement {
  server: string;
  /** Bytes received in the window / window length, in MB/s (10^6 bytes). */
  megabytesPerSec: number;
  /** Files received whole inside the window. */
  files: number;
  /** Seconds per whole file (mean and worst). */
  secondsPerFile: { mean: number; max: number };
  /** Wrong status, wrong length, wrong header or a connection error. */
  bad: number;
  cpu?: CpuUsage;
  /** CPU time of the server process per GB sent (ms). */
  serverCpuMsPerGB?: number;
}

interface Window {
  deadline: number;
  bytes: number;
  files: number[];
  bad: number;
  requests: Set<http.ClientRequest>;
}

/** One full-file GET: counts bytes as they come; checks status, length and WAV header. */
function getOnce(
  url: string,
  agent: http.Agent,
  expect: { size: number; header: Buffer },
  w: Window,
) {
  return new Promise<void>((resolve) => {
    const started = performance.now();
    let received = 0;
    let headerOk = false;
    const req = http.get(url, { agent }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (received === 0) headerOk = chunk.subarray(0, HEADER_BYTES).equals(expect.header);
        received += chunk.length;
        w.bytes += chunk.length;
      });
      res.on('end', () => {
        const whole = res.statusCode === 200 && received === expect.size && headerOk;
        if (whole) w.files.push((performance.now() - started) / 1000);
        else w.bad++;
        resolve();
      });
      res.on('error', () => resolve());
    });
    w.requests.add(req);
    req.on('close', () => {
      w.requests.delete(req);
      resolve();
    });
    // Errors after the deadline are ours (the window closed under the request).
    req.on('error', () => {
      if (performance.now() < w.deadline) w.bad++;
      resolve();
    });
  });
}

/** `connections` loops of full-file GETs for `seconds`; open downloads are cut at the end. */
async function window(
  url: string,
  connections: number,
  seconds: number,
  expect: { size: number; header: Buffer },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const w: Window = {
    deadline: performance.now() + seconds * 1000,
    bytes: 0,
    files: [],
    bad: 0,
    requests: new Set(),
  };
  const loop = async () => {
    while (performance.now() < w.deadline) await getOnce(url, agent, expect, w);
  };
  const timer = setTimeout(() => {
    for (const req of w.requests) req.destroy();
  }, seconds * 1000);
  await Promise.all(Array.from({ length: connections }, loop));
  clearTimeout(timer);
  agent.destroy();
  return w;
}

/** One measured window of one server, before it is summarized. */
export interface AudioWindow {
  server: string;
  bytes: number;
  seconds: number;
  files: number[];
  bad: number;
  cpu?: CpuUsage;
}

/** Measures full-file GETs of `urlPath` on one server, after `warmupSeconds` (may be 0). */
export async function audioWindow(
  server: Target,
  urlPath: string,
  load: { connections: number; warmupSeconds: number; durationSeconds: number; database: string },
  expect: { size: number; header: Buffer },
): Promise<AudioWindow> {
  const url = server.baseUrl + urlPath;
  if (load.warmupSeconds > 0) await window(url, load.connections, load.warmupSeconds, expect);
  const stopCpu = startCpuWindow(server.pid, load.database);
  const started = performance.now();
  const w = await window(url, load.connections, load.durationSeconds, expect);
  const seconds = (performance.now() - started) / 1000;
  const cpu = stopCpu();
  return {
    server: server.name,
    bytes: w.bytes,
    seconds,
    files: w.files,
    bad: w.bad,
    ...(cpu ? { cpu } : {}),
  };
}

/** Time-weighted mean of the windows' CPU figures. */
function meanCpu(windows: AudioWindow[], seconds: number): CpuUsage | undefined {
  const first = windows[0]?.cpu;
  if (!first) return undefined;
  const mean = (key: 'server' | 'postgres' | 'loadGenerator' | 'other') =>
    Math.round(
      (windows.reduce((sum, w) => sum + (w.cpu?.[key] ?? 0) * w.seconds, 0) / seconds) * 10,
    ) / 10;
  return {
    server: mean('server'),
    postgres: mean('postgres'),
    loadGenerator: mean('loadGenerator'),
    other: mean('other'),
    capacity: first.capacity,
  };
}

/** One server's windows (alternated with the other server's) as one measurement. */
export function summarizeAudio(server: string, all: AudioWindow[]): AudioMeasurement {
  const windows = all.filter((w) => w.server === server);
  const seconds = windows.reduce((sum, w) => sum + w.seconds, 0);
  const bytes = windows.reduce((sum, w) => sum + w.bytes, 0);
  const files = windows.flatMap((w) => w.files);
  const cpu = meanCpu(windows, seconds);
  const round = (n: number, digits = 3) => Number(n.toFixed(digits));
  const mean = files.reduce((a, b) => a + b, 0) / Math.max(1, files.length);
  return {
    server,
    megabytesPerSec: round(bytes / 1e6 / Math.max(seconds, 1e-9), 1),
    files: files.length,
    secondsPerFile: { mean: round(mean), max: round(Math.max(0, ...files)) },
    bad: windows.reduce((sum, w) => sum + w.bad, 0),
    ...(cpu
      ? {
          cpu,
          serverCpuMsPerGB: Math.round((cpu.server * 10 * seconds) / Math.max(bytes / 1e9, 1e-9)),
        }
      : {}),
  };
}
