// `npm run fuzz`: every surface for FUZZ_SECONDS (default 300) against a real server on PGlite,
// or on PostgreSQL when DATABASE_URL is set. Exit 1 on a finding.
import { runCampaign, surfacesNamed } from './campaign';
import { startFuzzTarget } from './target';

const budgetSeconds = Number(process.env.FUZZ_SECONDS ?? 300);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const crashes: string[] = [];
process.on('uncaughtException', (err) => crashes.push(`uncaught: ${err.stack ?? String(err)}`));
process.on('unhandledRejection', (err) => crashes.push(`unhandled rejection: ${String(err)}`));

const target = await startFuzzTarget();
console.log(`fuzzing for ${budgetSeconds} s, seed ${seed} (replay with FUZZ_SEED=${seed})`);
const reports = await runCampaign(
  target,
  budgetSeconds,
  seed,
  surfacesNamed(process.env.FUZZ_ONLY),
);
await target.stop();
console.table(
  reports.map((r) => ({
    surface: r.surface,
    inputs: r.inputs,
    seconds: r.seconds,
    healthyAfter: r.healthyAfter,
    finding: r.finding ?? 'none',
  })),
);
for (const r of reports.filter((r) => r.finding)) console.log(`\n${r.surface}:\n${r.finding}`);
for (const c of crashes) console.log(c);
const total = reports.reduce((n, r) => n + r.inputs, 0);
console.log(`${total} inputs in all`);
process.exit(reports.some((r) => r.finding || !r.healthyAfter) || crashes.length ? 1 : 0);
