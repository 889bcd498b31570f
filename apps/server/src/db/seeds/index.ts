import type { Db } from '../client';
import { tracks } from '../schema';
import { seedDemo } from './demo';
import { seedE2e } from './e2e';
import type { SeedContext } from './seed-context';

export type { SeedContext };

/** The named seed scenarios. */
export type SeedScenario = 'demo' | 'e2e';

const SCENARIOS: Record<SeedScenario, (db: Db, context: SeedContext) => Promise<void>> = {
  demo: seedDemo,
  e2e: seedE2e,
};

/** Runs a scenario; scenarios are idempotent, so running one twice changes nothing. */
export async function runSeed(db: Db, scenario: SeedScenario, context: SeedContext) {
  await SCENARIOS[scenario](db, context);
}

/** Runs the scenario only when the catalogue is empty (a first start). Returns whether it ran. */
export async function seedIfEmpty(
  db: Db,
  scenario: SeedScenario,
  context: SeedContext,
): Promise<boolean> {
  if ((await db.$count(tracks)) > 0) return false;
  await runSeed(db, scenario, context);
  return true;
}
