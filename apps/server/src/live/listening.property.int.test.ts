import { PAUSE_DEDUPE_MS } from '@earshot/domain';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { eq, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { ledgerEntries } from '~/db/schema';
import { processListening } from '~/modules/rewards/listening-processor';
import { baseRates } from '~/modules/rewards/rates';
import { signUp } from '~/test/accounts';
import { openListeningSocket, type ListeningSocket } from '~/test/listening-socket';
import { rpcClient } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';
import { startTestServer, type TestServer } from '~/test/test-server';

// Random sequences of what a listener's client can do, through real sockets on a fixed clock:
// credit never exceeds the time a session could have been active, and after processing the
// ledger, the balance every call shows and the credited seconds agree to the milli-EP.

const clock = testClock('2026-05-04T08:00:00.000Z');
const TRACKS = [
  { id: 1, seconds: 200 },
  { id: 2, seconds: 20 },
  { id: 3, seconds: 300 },
];
const MISSING_TRACK = 999;
/** Real time between frames, to stay under the flood limit (20 frames a second). */
const FRAME_GAP_MS = 60;

let t: TestServer;
let users = 0;
let earningRuns = 0;
beforeAll(async () => {
  t = await startTestServer({
    clock,
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1 })],
        tracks: TRACKS.map(({ id, seconds }) =>
          trackRow({ id, artistId: 1, durationSeconds: seconds }),
        ),
      }),
  });
});
afterAll(() => t.stop());

type Command =
  | { kind: 'play'; trackId: number }
  | { kind: 'pause' }
  | { kind: 'heartbeat' }
  | { kind: 'end' }
  | { kind: 'wait'; ms: number }
  | { kind: 'reconnect' }
  | { kind: 'process' };

const wait = (max: number) =>
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max }) });
// Weighted so most runs really listen (play, then time passing with heartbeats), with every
// other move mixed in: pauses, ends, silences past 45 s, reconnects, processing.
const command: fc.Arbitrary<Command[]> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ kind: fc.constant('play' as const), trackId: fc.constantFrom(1, 2, 3) })
      .map((c) => [c]),
  },
  { weight: 6, arbitrary: wait(20_000).map((w): Command[] => [w, { kind: 'heartbeat' }]) },
  { weight: 1, arbitrary: wait(70_000).map((w) => [w]) },
  { weight: 1, arbitrary: fc.constant<Command[]>([{ kind: 'heartbeat' }]) },
  { weight: 2, arbitrary: fc.constant<Command[]>([{ kind: 'pause' }]) },
  { weight: 1, arbitrary: fc.constant<Command[]>([{ kind: 'end' }]) },
  { weight: 1, arbitrary: fc.constant<Command[]>([{ kind: 'reconnect' }]) },
  { weight: 1, arbitrary: fc.constant<Command[]>([{ kind: 'process' }]) },
);
const RUNS = 15;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The listener's client: one socket at a time, every frame paced under the flood limit. */
async function client(token: string) {
  let socket: ListeningSocket = await openListeningSocket(t.baseUrl, token);
  let claim: unknown;
  const send = async (type: string, payload: Record<string, unknown> = {}) => {
    await pause(FRAME_GAP_MS);
    socket.send(type, payload);
  };
  return {
    send,
    /** Waits until the server has handled every frame sent so far (frames run in order). */
    async settle() {
      await send('play', { track_id: MISSING_TRACK });
      const answer = await socket.next('error');
      expect(answer.payload.message).toBe('The requested resource was not found.');
    },
    /** Reconnects presenting the last claim the server gave it, as the web client does. */
    async reconnect() {
      await socket.close();
      claim = socket.received.findLast((m) => m.payload.claim)?.payload.claim ?? claim;
      socket = await openListeningSocket(t.baseUrl, token, { claim });
    },
    close: () => socket.close(),
  };
}

it('credits at most the active wall-clock time, and the ledger equals every balance', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(1, 2, 3),
      fc.array(command, { minLength: 2, maxLength: 12 }),
      async (firstTrack, steps) => {
        // Every run starts playing; what follows may pause, end, fall silent or reconnect.
        const commands: Command[] = [{ kind: 'play', trackId: firstTrack }, ...steps.flat()];
        users += 1;
        const { user, token } = await signUp(t, { email: `property${users}@example.com` });
        const rewards = rpcClient(RewardsService, t.baseUrl, 'connect', token);
        const listening = rpcClient(ListeningService, t.baseUrl, 'connect', token);
        const me = await client(token);
        // The model: may a session be earning, and for how long could one have been.
        let active = false;
        let activeMs = 0;
        let lastPauseAt = Number.NEGATIVE_INFINITY;
        const process = () => processListening(t.database.db, { clock, ratesFor: baseRates });
        try {
          for (const step of commands) {
            switch (step.kind) {
              case 'play':
                await me.send('play', { track_id: step.trackId });
                active = true;
                lastPauseAt = Number.NEGATIVE_INFINITY;
                break;
              case 'pause': {
                await me.send('pause');
                const at = clock.now().getTime();
                if (at - lastPauseAt >= PAUSE_DEDUPE_MS) {
                  lastPauseAt = at;
                  active = false;
                }
                break;
              }
              case 'heartbeat':
                await me.send('heartbeat', { timestamp: clock.now().getTime() / 1000 + 3600 });
                break;
              case 'end':
                await me.send('end');
                active = false;
                break;
              case 'wait':
                await me.settle();
                clock.advance(step.ms);
                if (active) activeMs += step.ms;
                break;
              case 'reconnect':
                await me.settle();
                await me.reconnect();
                lastPauseAt = Number.NEGATIVE_INFINITY;
                break;
              case 'process':
                await me.settle();
                await process();
                break;
            }
          }
          await me.send('end');
          await me.settle();
        } finally {
          await me.close();
        }

        const [paidBefore] = await ledgerSum(user.id);
        const unprocessed = (await listening.getUnprocessedListeningDuration({})).totalDuration;
        // In milli-EP (= credited milliseconds at rate 1): integers, so the checks are exact.
        const credited = Number(paidBefore?.milliEp ?? 0) + Math.round(unprocessed * 1000);
        expect(credited).toBeLessThanOrEqual(activeMs);
        if (credited > 0) earningRuns += 1;

        await process();
        const [paid] = await ledgerSum(user.id);
        const [points, state, stats, left] = await Promise.all([
          rewards.getUserPoints({}),
          rewards.getListeningState({}),
          rewards.getUserStatistics({}),
          listening.getUnprocessedListeningDuration({}),
        ]);
        expect(left.totalDuration).toBe(0);
        // pointRate is 1 with no boosts or referrals: 1 EP per credited second.
        expect(Number(paid?.milliEp ?? 0)).toBe(credited);
        const shown = [points.currentPoints, state.totalPoints, stats.totalPoints];
        expect(shown.map((ep) => Math.round(ep * 1000))).toEqual([credited, credited, credited]);
      },
    ),
    { numRuns: RUNS },
  );
  // The property means something only if runs really earned.
  expect(earningRuns).toBeGreaterThanOrEqual(RUNS / 3);
}, 180_000);

function ledgerSum(userId: string) {
  return t.database.db
    .select({ milliEp: sum(ledgerEntries.amountMilliEp) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
}
