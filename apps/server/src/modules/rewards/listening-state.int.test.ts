import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { processListening } from '~/modules/rewards/listening-processor';
import { baseRates } from '~/modules/rewards/rates';
import { signUp } from '~/test/accounts';
import { openListeningSocket } from '~/test/listening-socket';
import { rpcClient } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';
import { startTestServer, type TestServer } from '~/test/test-server';

// The strip shows Earning from the unprocessed duration and Your EP from the balance of the
// same answer (issue 37): processing moves seconds from one into the other in one transaction,
// so every answer, read while processing runs, holds each second in exactly one of them.

const clock = testClock('2026-08-01T12:00:00.000Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    clock,
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1 })],
        tracks: [trackRow({ id: 1, artistId: 1, durationSeconds: 3600 })],
      }),
  });
});
afterAll(() => t.stop());

it('answers the balance and the unprocessed duration from one moment, even while processing pays', async () => {
  const { token } = await signUp(t, { email: 'steady@example.com' });
  const rewards = rpcClient(RewardsService, t.baseUrl, 'connect', token);
  const socket = await openListeningSocket(t.baseUrl, token);
  socket.send('play', { track_id: 1 });
  await socket.next('session_start');
  const torn: string[] = [];
  for (let round = 1; round <= 40; round += 1) {
    // Under the socket's 20 frames a second, however fast a round runs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock.advance(1_000);
    socket.send('heartbeat');
    await socket.next('heartbeat');
    const reads = Array.from({ length: 6 }, () => rewards.getListeningState({}));
    const [answers] = await Promise.all([
      Promise.all(reads),
      processListening(t.database.db, { clock, ratesFor: baseRates }),
    ]);
    for (const answer of answers) {
      // Rate 1: one EP a second, so each credited second is in one figure or the other.
      const seen = answer.totalPoints + answer.totalDuration;
      if (Math.abs(seen - round) > 1e-9) torn.push(`round ${round}: ${seen}`);
    }
  }
  expect(torn).toEqual([]);
  await socket.close();
});
