/**
 * The V8 flags a server process starts with: `npm start` (apps/server/package.json, checked by
 * node-flags.test.ts) and every benchmark's server (the e2e run, which judges behaviour, not
 * pauses, starts without them).
 *
 * `--initial-old-space-size=128`: the server keeps a small live heap but sends large answers (a
 * 1,000-track playlist page is 366 KB of JSON, a string and a buffer in V8's large-object space).
 * From V8's default starting limit, those answers started an old-generation marking cycle every
 * second or so, whose 3–10 ms steps landed inside requests; starting at 128 MB they come far
 * less often (ADR 0014, amended 2026-11-26, third). A limit to begin from, not a cap: the heap
 * still grows past it, and --max-old-space-size is untouched.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--initial-old-space-size=128'];
