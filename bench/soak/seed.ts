// Child task: migrates the soak database through the server (openDatabase), then by SQL one
// artist, SOAK_TRACKS tracks (2 to 8 minutes) and SOAK_LISTENERS active users with one web2
// sign-in each, created at the simulated start and valid for 30 simulated days. Writes
// `<user id> <token>` a line to SOAK_TOKENS_FILE (only the token's sha256 is stored, as the
// server does). Sends one TaskMessage.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { answerTask } from '../lib/children';
import { insertSignedInUsers } from '../lib/listeners';

export interface SoakSeeded {
  users: number;
  tracks: { id: number; durationSeconds: number }[];
}

const env = process.env;
const url = env.BENCH_DATABASE_URL ?? '';
const users = Number(env.SOAK_LISTENERS ?? '0');
const trackCount = Number(env.SOAK_TRACKS ?? '40');
const startMs = Number(env.SOAK_START_MS);
const DAY_MS = 86_400_000;

/** 'c' and 24 lowercase alphanumerics. */
function userId(index: number): string {
  return `c${String(index).padStart(6, '0')}${randomBytes(9).toString('hex')}`;
}

async function main(): Promise<SoakSeeded> {
  const database = await openDatabase({ url });
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const at = new Date(startMs);
    const expires = new Date(startMs + 30 * DAY_MS);
    await client.query("insert into artists (id, name) values (1, 'Soak Artist')");
    // Durations spread over 2 to 8 minutes, the same every run.
    const tracks = Array.from({ length: trackCount }, (_, i) => ({
      id: i + 1,
      durationSeconds: 120 + ((i * 97) % 361),
    }));
    await client.query(
      `insert into tracks (id, title, artist_id, duration_seconds, url, source)
       select id, 'Soak Track ' || id, 1, d, 'https://example.test/soak.mp3', 'hosted'
       from unnest($1::int[], $2::int[]) as t(id, d)`,
      [tracks.map((t) => t.id), tracks.map((t) => t.durationSeconds)],
    );
    const ids = Array.from({ length: users }, (_, i) => userId(i));
    const tokens = await insertSignedInUsers(client, {
      ids,
      emails: ids.map((_, i) => `soak-${i}@bench.example.test`),
      at,
      expires,
    });
    await client.query('analyze');
    writeFileSync(env.SOAK_TOKENS_FILE ?? '', ids.map((id, i) => `${id} ${tokens[i]}\n`).join(''), {
      mode: 0o600,
    });
    return { users: ids.length, tracks };
  } finally {
    await client.end();
  }
}

answerTask(main);
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
