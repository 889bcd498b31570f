// Child process: one client farm of BENCH_FARM_COUNT. The ramp offers BENCH_RAMP_BATCH tokens
// every BENCH_RAMP_MS from BENCH_RAMP_AT (epoch ms, shared by every farm); this farm opens one
// `ws` client for each token whose index ≡ BENCH_FARM_INDEX (mod BENCH_FARM_COUNT), so several
// farms together make the one ramp and timeline (a process holds at most `ulimit -n` sockets).
// Each client plays track 1 and waits for its start, then heartbeats every BENCH_INTERVAL_MS
// at its index's phase of the interval; warm-up rounds first, then the measured rounds. Sends
// `{ phase: 'steady' }` when the measured rounds begin and one `{ phase: 'done', result }` (or
// `{ error }`) at the end; the parent merges the farms' results (`mergeFarms`). Behind a load
// balancer each client is counted under the instance that named itself in its upgrade's answer
// (`x-earshot-instance`), so the done message holds one slice per instance ('' for a client
// that never got an upgrade, or a server that names nothing).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { INSTANCE_HEADER } from '../../apps/server/src/http/instance-header';
import type { Latency } from '../lib/latency';

export interface FarmResult {
  clients: number;
  established: number;
  started: number;
  heartbeatsSent: number;
  heartbeatsAcked: number;
  measuredSent: number;
  measuredAcked: number;
  unanswered: number;
  errors: number;
  closes: number;
  /** Connections reset (ECONNRESET, or closed 1006 without a close frame). */
  resets: number;
  /** Upgrades refused: an HTTP answer instead of the upgrade, or a close 1013 (refused for load). */
  refused: number;
  unexpected: number;
  /** A few of the unexpected messages, errors or closes, for the record. */
  problems: string[];
  /** Unexpected server messages by type. */
  unexpectedTypes: Record<string, number>;
  /** From the first connection attempt to the last client's start, in seconds. */
  rampSeconds: number;
  connectMs: Latency;
  startMs: Latency;
  ackMs: Latency;
  steadySeconds: number;
}

/** What one farm answers per instance: its counts and its raw samples, merged by the parent. */
export interface FarmSlice extends Omit<
  FarmResult,
  'connectMs' | 'startMs' | 'ackMs' | 'rampSeconds'
> {
  /** The instance its clients were upgraded by ('' when none named itself). */
  instance: string;
  /** When its last client started, from the timeline's origin. */
  lastStartMs: number;
  samples: { connect: number[]; start: number[]; ack: number[] };
}

export type FarmMessage = { phase: 'steady' } | { phase: 'done'; result: FarmSlice[] };

const env = process.env;
const wsUrl = env.BENCH_WS_URL ?? '';
const startType = env.BENCH_MODE === 'echo' ? 'play' : 'session_start';
const allTokens = readFileSync(env.BENCH_TOKENS_FILE ?? '', 'utf8')
  .split('\n')
  .filter(Boolean);
const farmIndex = Number(env.BENCH_FARM_INDEX ?? '0');
const farmCount = Number(env.BENCH_FARM_COUNT ?? '1');
const mine = (index: number) => index % farmCount === farmIndex;
const rampBatch = Number(env.BENCH_RAMP_BATCH ?? '250');
const rampMs = Number(env.BENCH_RAMP_MS ?? '100');
const intervalMs = Number(env.BENCH_INTERVAL_MS ?? '15000');
const warmupRounds = Number(env.BENCH_WARMUP_ROUNDS ?? '1');
const rounds = Number(env.BENCH_ROUNDS ?? '4');
const PLAY = JSON.stringify({ type: 'play', payload: { track_id: 1 } });
const HEARTBEAT = JSON.stringify({ type: 'heartbeat', payload: {} });

// The shared timeline's origin on this process's monotonic clock.
const rampFrom = performance.now() + (Number(env.BENCH_RAMP_AT ?? Date.now()) - Date.now());

/** The problems and outcomes counted per instance, by kind. */
const COUNTED = [
  'measuredAcked',
  'unanswered',
  'errors',
  'closes',
  'resets',
  'refused',
  'unexpected',
] as const;
type Counted = Record<(typeof COUNTED)[number], number>;

/** One instance's share of this farm: its clients' counts and samples. */
interface Tally {
  clients: number;
  counts: {
    established: number;
    started: number;
    sent: number;
    acked: number;
    measuredSent: number;
  };
  counted: Counted;
  problems: string[];
  unexpectedTypes: Record<string, number>;
  samples: { connect: number[]; start: number[]; ack: number[] };
  lastStart: number;
}
const tallies = new Map<string, Tally>();
let closing = false;

function tallyOf(instance: string): Tally {
  let tally = tallies.get(instance);
  if (!tally) {
    tally = {
      clients: 0,
      counts: { established: 0, started: 0, sent: 0, acked: 0, measuredSent: 0 },
      counted: Object.fromEntries(COUNTED.map((kind) => [kind, 0])) as Counted,
      problems: [],
      unexpectedTypes: {},
      samples: { connect: [], start: [], ack: [] },
      lastStart: rampFrom,
    };
    tallies.set(instance, tally);
  }
  return tally;
}

function problem(tally: Tally, kind: keyof Tally['counted'], what: string) {
  tally.counted[kind] += 1;
  if (tally.problems.filter((p) => p.startsWith(kind)).length < 5) {
    tally.problems.push(`${kind}: ${what}`);
  }
}

interface Client {
  socket: WebSocket;
  /** When the play was sent, until its start arrives. */
  sentAt: number | undefined;
  /** Heartbeats not answered yet, oldest first (the server answers a connection in order). */
  pending: { at: number; measured: boolean }[];
  started: boolean;
  /** An error was reported; the 1006 close that follows is the same problem. */
  errored: boolean;
  /** Where it is counted: the instance that upgraded it, once one has. */
  tally: Tally;
}
const clients: Client[] = [];

/** Heartbeats at its slot of every round from its start on: warm-up rounds, then measured. */
function schedule(client: Client, index: number) {
  const phase = (index * intervalMs) / allTokens.length;
  const total = warmupRounds + rounds;
  const next = (round: number) => {
    if (round >= total) return;
    const at = rampFrom + phase + round * intervalMs;
    if (at < performance.now()) return next(round + 1); // Started after its slot: skipped.
    setTimeout(() => {
      beat(client, round >= warmupRounds);
      next(round + 1);
    }, at - performance.now());
  };
  next(0);
}

function open(token: string, index: number): Promise<void> {
  return new Promise((resolve) => {
    const openedAt = performance.now();
    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
    const client: Client = {
      socket,
      sentAt: undefined,
      pending: [],
      started: false,
      errored: false,
      tally: tallyOf(''),
    };
    client.tally.clients += 1;
    clients.push(client);
    socket.on('upgrade', (response) => {
      const instance = response.headers[INSTANCE_HEADER];
      if (typeof instance !== 'string') return;
      client.tally.clients -= 1;
      client.tally = tallyOf(instance);
      client.tally.clients += 1;
    });
    socket.on('open', () => {
      client.tally.counts.established += 1;
      client.tally.samples.connect.push(performance.now() - openedAt);
      client.sentAt = performance.now();
      socket.send(PLAY);
    });
    socket.on('message', (data: Buffer) => {
      const { counts, counted, samples, unexpectedTypes } = client.tally;
      const type = (JSON.parse(data.toString('utf8')) as { type?: string }).type ?? '';
      const sentAt = client.sentAt;
      const beat = client.pending[0];
      if (!client.started && type === startType && sentAt !== undefined) {
        client.started = true;
        client.sentAt = undefined;
        counts.started += 1;
        client.tally.lastStart = performance.now();
        samples.start.push(client.tally.lastStart - sentAt);
        schedule(client, index);
        return resolve();
      }
      if (client.started && type !== 'heartbeat' && beat) {
        // Answered, but not with a heartbeat (a silence pause, say): no latency sample.
        client.pending.shift();
        unexpectedTypes[type] = (unexpectedTypes[type] ?? 0) + 1;
        return problem(client.tally, 'unexpected', data.toString('utf8').slice(0, 200));
      }
      if (client.started && type === 'heartbeat' && beat) {
        client.pending.shift();
        counts.acked += 1;
        if (beat.measured) {
          counted.measuredAcked += 1;
          samples.ack.push(performance.now() - beat.at);
        }
        return;
      }
      unexpectedTypes[type] = (unexpectedTypes[type] ?? 0) + 1;
      problem(client.tally, 'unexpected', data.toString('utf8').slice(0, 200));
    });
    socket.on('error', (err) => {
      problem(client.tally, 'errors', err.message);
      client.errored = true;
      if (err.message.includes('ECONNRESET')) client.tally.counted.resets += 1;
      if (err.message.startsWith('Unexpected server response')) client.tally.counted.refused += 1;
      resolve();
    });
    socket.on('close', (code, reason) => {
      if (closing) return resolve();
      problem(client.tally, 'closes', `code ${code} ${reason.toString()}`.trim());
      if (code === 1013) client.tally.counted.refused += 1;
      // A 1006 after an error is that error's close, counted once above.
      if (code === 1006 && !client.errored) client.tally.counted.resets += 1;
      resolve();
    });
  });
}

function beat(client: Client, measured: boolean) {
  if (client.socket.readyState !== WebSocket.OPEN) return;
  client.pending.push({ at: performance.now(), measured });
  client.tally.counts.sent += 1;
  if (measured) client.tally.counts.measuredSent += 1;
  client.socket.send(HEARTBEAT);
}

/** One instance's tally as the slice the parent merges. */
const sliceOf = (instance: string, t: Tally, steadySeconds: number): FarmSlice => ({
  instance,
  clients: t.clients,
  established: t.counts.established,
  started: t.counts.started,
  heartbeatsSent: t.counts.sent,
  heartbeatsAcked: t.counts.acked,
  measuredSent: t.counts.measuredSent,
  ...t.counted,
  problems: t.problems,
  unexpectedTypes: t.unexpectedTypes,
  lastStartMs: t.lastStart - rampFrom,
  samples: t.samples,
  steadySeconds,
});

async function main(): Promise<FarmSlice[]> {
  tallyOf(''); // Always answered, so a farm whose clients all failed still reports them.
  for (let i = 0; i < allTokens.length; i += rampBatch) {
    await sleep(rampFrom + (i / rampBatch) * rampMs - performance.now());
    allTokens.slice(i, i + rampBatch).forEach((token, j) => {
      if (mine(i + j)) void open(token, i + j);
    });
  }
  const total = warmupRounds + rounds;
  // The measured rounds start after the warm-up rounds, on a fixed timeline: a client not
  // started by then misses slots, and the run is invalid.
  await sleep(rampFrom + warmupRounds * intervalMs - performance.now());
  process.send?.({ phase: 'steady' } satisfies FarmMessage);
  const steadyFrom = performance.now();
  await sleep(rampFrom + total * intervalMs - performance.now());
  const steadySeconds = Math.round((performance.now() - steadyFrom) / 100) / 10;
  await sleep(5_000); // Drain: the last heartbeats' answers.
  for (const client of clients) {
    for (const beat of client.pending) {
      problem(client.tally, 'unanswered', `sent ${Math.round(beat.at)} ms`);
    }
  }
  closing = true;
  for (const client of clients) client.socket.terminate();
  return [...tallies].map(([instance, tally]) => sliceOf(instance, tally, steadySeconds));
}

main().then(
  (result) => process.send?.({ phase: 'done', result } satisfies FarmMessage),
  (err: unknown) => process.send?.({ error: err instanceof Error ? err.message : String(err) }),
);
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
