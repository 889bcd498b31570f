import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCampaign, surfacesNamed } from './campaign';
import { startFuzzTarget, type FuzzTarget } from './target';

// The bounded run inside `npm test`: every surface for its share of FUZZ_SECONDS (default 40),
// from a fresh seed each time (printed, so a finding can be replayed with FUZZ_SEED).
const budgetSeconds = Number(process.env.FUZZ_SECONDS ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
});
afterAll(() => target?.stop());

it(
  'no hostile input gets a 5xx, a leak or a change of data when rejected, and the server stays healthy',
  async () => {
    const reports = await runCampaign(
      target,
      budgetSeconds,
      seed,
      surfacesNamed(process.env.FUZZ_ONLY),
    );
    console.info(
      `fuzz seed ${seed}:`,
      reports.map((r) => `${r.surface}: ${r.inputs} inputs`).join('; '),
    );
    expect(reports.filter((r) => r.finding).map((r) => `${r.surface}: ${r.finding}`)).toEqual([]);
    expect(reports.filter((r) => !r.healthyAfter).map((r) => r.surface)).toEqual([]);
    for (const report of reports) {
      expect(report.inputs, report.surface).toBeGreaterThanOrEqual(report.minInputs);
    }
  },
  (budgetSeconds + 30) * 1000,
);
