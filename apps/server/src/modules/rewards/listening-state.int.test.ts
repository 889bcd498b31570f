import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { expect, it } from 'vitest';
import { processListening } from '~/modules/rewards/listening-processor';
import { baseRates } from '~/modules/rewards/rates';
import { seedTracks, useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

// The strip shows Earning from the unprocessed duration and Your EP from the balance of the
// same answer (issue 37): processing moves seconds from one into the other in one transaction,
// so every answer, read while processing runs, holds each second in exactly one of them.

const clock = testClock('2026-08-01T12:00:00.000Z');
const t = useTestServer({ clock, seed: seedTracks([{ id: 1, durationSeconds: 3600 }]) });

it('answers the balance and the unprocessed duration from one moment, even while processing pays', async () => {
  const me = await t.account({ email: 'steady@example.com' });
  const rewards = me.rpc(RewardsService);
  const socket = await me.socket();
  await socket.play(1);
  const torn: string[] = [];
  for (let round = 1; round <= 40; round += 1) {
    // Under the socket's 20 frames a second, however fast a round runs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await socket.heartbeatAfter(clock, 1_000);
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
