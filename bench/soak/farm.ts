// Child process: the soak's listeners, one per line of SOAK_TOKENS_FILE, through the simulated
// day on the soak's clock (clock.ts). Each listener keeps a plan drawn from its own seeded
// random stream (behaviour.ts): sittings of listening separated by time away, and within a
// sitting heartbeats every 15 simulated seconds, track changes, pauses, dropped connections
// that reconnect with their claim, and second tabs that take the session over. It keeps what
// it listened (play sent to stop acknowledged, per UTC day) and what it saw of each session.
// Answers `{ open }` to `{ open: true }` (sockets it holds), sends `{ done: FarmResult }` at the
// end of the day, after ending every session, and writes the sessions to SOAK_SESSIONS_FILE.
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { summarize, type Latency } from '../lib/latency';
import { createBehaviour, type Behaviour } from './behaviour';
import { realDelay, simNow, simTimeFromEnv } from './clock';

export interface ListenerResult {
  userId: string;
  heavy: boolean;
  /** Simulated ms listened, per UTC day (yyyy-mm-dd). */
  listenedMs: Record<string, number>;
}

/** What the farm saw of one session. */
export interface SeenSession {
  userId: string;
  /** Heartbeats the session's owner had acknowledged. */
  acks: number;
  /** The session_end reasons its owner was sent. */
  ends: string[];
}

export interface FarmResult {
  listeners: ListenerResult[];
  counts: Record<string, number>;
  /** Heartbeat to its answer, real ms. */
  ackMs: Latency;
  /** A few of each unexpected thing, for the record. */
  problems: string[];
}

const HEARTBEAT_MS = 15_000;
const env = process.env;
const time = simTimeFromEnv();
const endMs = Number(env.SOAK_END_MS);
const wsUrl = env.SOAK_WS_URL ?? '';
const trackSeconds = (env.SOAK_TRACK_SECONDS ?? '').split(',').map(Number);
const counts: Record<string, number> = {};
const problems: string[] = [];
const sessions = new Map<string, SeenSession>();
let dayOver = false;

function count(what: string, detail?: string) {
  counts[what] = (counts[what] ?? 0) + 1;
  if (detail !== undefined && problems.filter((p) => p.startsWith(what)).length < 5) {
    problems.push(`${what}: ${detail.slice(0, 200)}`);
  }
}

/** Runs `work` at simulated instant `atMs`. */
const at = (atMs: number, work: () => void) => setTimeout(work, realDelay(time, atMs));

interface Tab {
  socket: WebSocket;
  claim: string | undefined;
  /** Terminated on purpose (a dropped connection): its 1006 is expected. */
  dropped: boolean;
  /** The session this tab was told it owns (a claim came with it). */
  sessionId: string | undefined;
  /** Set when the tab sent `end`: runs when its session_end arrives. */
  onEnded: (() => void) | undefined;
  /** When its unanswered heartbeats were sent (performance.now()), oldest first. */
  beats: number[];
}

const ackSamples: number[] = [];

/** Every socket not closed yet. */
const sockets = new Set<WebSocket>();

interface Listener {
  userId: string;
  token: string;
  plan: Behaviour;
  result: ListenerResult;
  tab: Tab | undefined;
  state: 'away' | 'playing' | 'pausing' | 'paused';
  trackId: number;
  /** Since when (simulated) the listener has been listening, while it is. */
  listeningFrom: number | undefined;
  heartbeat: NodeJS.Timeout | undefined;
  /** The next planned action (track change, pause, drop, second tab, leaving). */
  next: NodeJS.Timeout | undefined;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function startListening(l: Listener) {
  l.listeningFrom ??= simNow(time);
}

/** Adds the time since listeningFrom to the listener's days, split at UTC midnight. */
function stopListening(l: Listener) {
  if (l.listeningFrom === undefined) return;
  let from = l.listeningFrom;
  const to = simNow(time);
  while (from < to) {
    const midnight = Date.parse(`${utcDay(from)}T00:00:00Z`) + 86_400_000;
    const until = Math.min(to, midnight);
    const day = utcDay(from);
    l.result.listenedMs[day] = (l.result.listenedMs[day] ?? 0) + (until - from);
    from = until;
  }
  l.listeningFrom = undefined;
}

function send(tab: Tab | undefined, type: string, payload: object = {}) {
  if (tab?.socket.readyState === WebSocket.OPEN) tab.socket.send(JSON.stringify({ type, payload }));
}

function seen(sessionId: string, userId: string): SeenSession {
  let s = sessions.get(sessionId);
  if (!s) sessions.set(sessionId, (s = { userId, acks: 0, ends: [] }));
  return s;
}

function beat(l: Listener) {
  clearTimeout(l.heartbeat);
  if (l.state !== 'playing' || dayOver) return;
  l.heartbeat = at(simNow(time) + HEARTBEAT_MS, () => {
    if (l.tab?.socket.readyState === WebSocket.OPEN) l.tab.beats.push(performance.now());
    send(l.tab, 'heartbeat');
    beat(l);
  });
}

function play(l: Listener, trackId: number) {
  l.trackId = trackId;
  l.state = 'playing';
  startListening(l);
  send(l.tab, 'play', { track_id: trackId });
  beat(l);
}

/** Opens a tab (with the claim it holds, when it reconnects); `onOpen` runs once it is open. */
function openTab(l: Listener, claim: string | undefined, onOpen: (tab: Tab) => void): Tab {
  const query = `token=${encodeURIComponent(l.token)}${claim ? `&claim=${claim}` : ''}`;
  const tab: Tab = {
    socket: new WebSocket(`${wsUrl}?${query}`),
    claim: undefined,
    dropped: false,
    sessionId: undefined,
    onEnded: undefined,
    beats: [],
  };
  sockets.add(tab.socket);
  tab.socket.on('open', () => onOpen(tab));
  tab.socket.on('message', (data: Buffer) => onMessage(l, tab, data.toString('utf8')));
  tab.socket.on('error', (err) => count('socket error', err.message));
  tab.socket.on('close', (code, reason) => {
    sockets.delete(tab.socket);
    if (![1000, 1005].includes(code) && !(code === 1006 && tab.dropped))
      count('unexpected close', `${code} ${reason.toString()}`);
  });
  return tab;
}

function onMessage(l: Listener, tab: Tab, text: string) {
  const { type, payload } = JSON.parse(text) as {
    type: string;
    payload: { session_id?: string; claim?: string; reason?: string; status?: string };
  };
  const primary = tab === l.tab;
  const id = payload.session_id;
  if (payload.claim) tab.claim = payload.claim;
  switch (type) {
    case 'session_start':
    case 'session_resume':
    case 'session_update':
      if (id && payload.claim) {
        tab.sessionId = id;
        seen(id, l.userId);
      }
      return count(type);
    case 'heartbeat': {
      const sentAt = tab.beats.shift();
      if (sentAt !== undefined) ackSamples.push(performance.now() - sentAt);
      if (payload.status === 'idle') return count('heartbeat answered idle', l.userId);
      if (id) seen(id, l.userId).acks += 1;
      return count('heartbeat acked');
    }
    case 'pause':
      if (primary && l.state === 'pausing') {
        stopListening(l);
        l.state = 'paused';
        return count('pause acked');
      }
      if (primary && l.state === 'playing' && id === tab.sessionId) {
        tab.beats.shift(); // The heartbeat that found the session silenced.
        // Paused for silence while the player kept playing: it plays on (spec 1 §4).
        count('silenced while playing', l.userId);
        return play(l, l.trackId);
      }
      return count(`pause while ${primary ? l.state : 'an old tab'}`, text);
    case 'session_end': {
      if (id) seen(id, l.userId).ends.push(payload.reason ?? '');
      // Only its `ended` answers the `end`: a track change in flight ends the one before first.
      if (tab.onEnded && payload.reason === 'ended') {
        tab.onEnded();
        tab.onEnded = undefined;
        return count('end acked');
      }
      if (id !== tab.sessionId) return count(`session_end ${payload.reason} of an older session`);
      const expected =
        payload.reason === 'track_changed' ||
        payload.reason === 'track_finished' ||
        (!primary && payload.reason === 'superseded');
      if (!expected) return count(`session_end ${payload.reason} unasked`, `${l.userId} ${text}`);
      return count(`session_end ${payload.reason}`);
    }
    default:
      return count(`message ${type}`, text);
  }
}

/** A sitting begins: a tab opens and plays. */
function arrive(l: Listener) {
  if (dayOver) return;
  l.plan.sit(simNow(time));
  l.tab = openTab(l, undefined, () => play(l, l.plan.track()));
  planNext(l);
}

/** Draws and schedules the listener's next action within its sitting. */
function planNext(l: Listener) {
  clearTimeout(l.next);
  const now = simNow(time);
  const { action, afterMs } = l.plan.next(now, l.trackId);
  l.next = at(now + afterMs, () => {
    if (dayOver) return;
    act(l, action);
  });
}

function act(l: Listener, action: ReturnType<Behaviour['next']>['action']) {
  count(`planned ${action}`);
  const tab = l.tab;
  if (action === 'leave') {
    clearTimeout(l.heartbeat);
    if (tab?.socket.readyState === WebSocket.OPEN && l.plan.endsOnLeave()) {
      // The player stops and says so, then the tab closes.
      l.state = 'away';
      tab.onEnded = () => {
        stopListening(l);
        tab.socket.close(1000);
      };
      send(tab, 'end');
    } else {
      // The tab is closed with the track playing: silence pauses the session.
      stopListening(l);
      l.state = 'away';
      tab?.socket.close(1000);
    }
    l.tab = undefined;
    return at(simNow(time) + l.plan.awayMs(), () => arrive(l));
  }
  if (action === 'resume') {
    // The pause ends: the same track plays on.
    play(l, l.trackId);
  } else if (action === 'change') {
    play(l, l.plan.track(l.trackId));
  } else if (action === 'pause') {
    clearTimeout(l.heartbeat);
    l.state = 'pausing';
    send(tab, 'pause');
  } else if (action === 'drop' && tab) {
    // The network drops: the player plays on, and the tab reconnects with its claim.
    clearTimeout(l.heartbeat);
    tab.dropped = true;
    tab.socket.terminate();
    const claim = tab.claim;
    at(simNow(time) + l.plan.reconnectMs(), () => {
      if (dayOver || l.tab !== tab) return;
      l.tab = openTab(l, claim, () => play(l, l.trackId));
    });
  } else if (action === 'second tab' && tab) {
    // Another tab plays: it takes the session over; the old tab stays open a while, idle.
    clearTimeout(l.heartbeat);
    l.tab = openTab(l, undefined, () => play(l, l.plan.track()));
    at(simNow(time) + l.plan.lingerMs(), () => tab.socket.close(1000));
  }
  planNext(l);
}

/** The day is over: every playing listener ends its session, then every socket closes. */
async function endOfDay(listeners: Listener[]) {
  dayOver = true;
  const ends: Promise<void>[] = [];
  for (const l of listeners) {
    clearTimeout(l.heartbeat);
    clearTimeout(l.next);
    const tab = l.tab;
    if (tab?.socket.readyState === WebSocket.OPEN && l.state !== 'away') {
      ends.push(
        new Promise((resolve) => {
          tab.onEnded = () => {
            stopListening(l);
            resolve();
          };
        }),
      );
      send(tab, 'end');
    }
  }
  const settled = Promise.all(ends);
  const late = new Promise((resolve) => setTimeout(resolve, 30_000).unref());
  if ((await Promise.race([settled.then(() => 'done'), late])) !== 'done') {
    count('end not acknowledged at the end of the day');
  }
  for (const l of listeners) stopListening(l);
}

function openSockets() {
  let open = 0;
  for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) open += 1;
  return open;
}

async function main(): Promise<FarmResult> {
  const lines = readFileSync(env.SOAK_TOKENS_FILE ?? '', 'utf8')
    .split('\n')
    .filter(Boolean);
  const heavyShare = Number(env.SOAK_HEAVY_SHARE ?? '0.1');
  const listeners: Listener[] = lines.map((line, index) => {
    const [userId = '', token = ''] = line.split(' ');
    const heavy = index < Math.round(lines.length * heavyShare);
    return {
      userId,
      token,
      plan: createBehaviour(index, heavy, trackSeconds),
      result: { userId, heavy, listenedMs: {} },
      tab: undefined,
      state: 'away',
      trackId: 1,
      listeningFrom: undefined,
      heartbeat: undefined,
      next: undefined,
    };
  });
  process.on('message', (message: { open?: boolean }) => {
    if (message.open) process.send?.({ open: openSockets() });
  });
  const start = simNow(time);
  for (const l of listeners) at(start + l.plan.firstArrivalMs(), () => arrive(l));
  await new Promise((resolve) => at(endMs, () => resolve(undefined)));
  await endOfDay(listeners);
  for (const socket of sockets) socket.close(1000);
  writeFileSync(env.SOAK_SESSIONS_FILE ?? '', JSON.stringify(Object.fromEntries(sessions)));
  return {
    listeners: listeners.map((l) => l.result),
    counts,
    ackMs: summarize(ackSamples),
    problems,
  };
}

main().then(
  (result) => process.send?.({ done: result }),
  (err: unknown) => process.send?.({ error: err instanceof Error ? err.stack : String(err) }),
);
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
