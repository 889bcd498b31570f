// Child task: migrates the bench database through the server (openDatabase), then by SQL one
// artist, track 1 (3,600 s) and BENCH_USERS active users with one web2 session each. The
// tokens (32 random bytes, base64url; only their sha256 hex is stored, as the server does) go
// to BENCH_TOKENS_FILE, one a line. Sends one TaskMessage.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { answerTask } from '../lib/children';
import { insertSignedInUsers } from '../lib/listeners';

export interface Seeded {
  users: number;
  sessions: number;
  trackDurationSeconds: number;
}

const url = process.env.BENCH_DATABASE_URL ?? '';
const users = Number(process.env.BENCH_USERS ?? '0');
const tokensFile = process.env.BENCH_TOKENS_FILE ?? '';
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 'c' and 24 lowercase alphanumerics. */
function userId(): string {
  let id = 'c';
  for (const byte of randomBytes(48)) {
    if (byte < 252 && id.length < 25) id += ALPHABET[byte % 36];
  }
  if (id.length < 25) return userId();
  return id;
}

async function main(): Promise<Seeded> {
  const database = await openDatabase({ url });
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("insert into artists (id, name) values (1, 'Bench Artist')");
    await client.query(
      `insert into tracks (id, title, artist_id, duration_seconds, url, source)
       values (1, 'Bench Track', 1, 3600, 'https://example.test/bench.mp3', 'hosted')`,
    );
    const ids = Array.from({ length: users }, userId);
    const at = new Date();
    const tokens = await insertSignedInUsers(client, {
      ids,
      emails: ids.map((_, i) => `listener-${i}@bench.example.test`),
      at,
      expires: new Date(at.getTime() + 86_400_000),
    });
    await client.query('analyze');
    writeFileSync(tokensFile, `${tokens.join('\n')}\n`, { mode: 0o600 });
    return { users: ids.length, sessions: tokens.length, trackDurationSeconds: 3600 };
  } finally {
    await client.end();
  }
}

answerTask(main);
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
