import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '~/db/schema';
import { renderTrackWav } from '~/media/synth/render-track';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { startTestServer, type TestServer } from '~/test/test-server';
import { rawRequest } from '~/test/raw-http';
import { SECRET } from './verdict';

/** The server under fuzzing: seeded, with hosted audio, a signed-in listener and a secret beside /media. */
export interface FuzzTarget {
  baseUrl: string;
  /** The native gRPC port (h2c). */
  grpcUrl: string;
  /** The limits and bounds it runs with (the slow surface needs them short). */
  config: typeof FUZZ_CONFIG;
  /** A signed-in listener's session token. */
  token: string;
  /** Row counts of every table and the ledger's sum: what a rejected input must leave alone. */
  fingerprint(): Promise<string>;
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

const LEDGER_SUM = sql`(select coalesce(sum(amount_milli_ep), 0) from ledger_entries)`;

function fingerprintQuery() {
  const tables = (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => getTableName(t))
    .sort();
  const counts = tables.map((name) => sql`(select count(*) from ${sql.identifier(name)})`);
  return sql`select concat_ws(',', ${sql.join([...counts, LEDGER_SUM], sql`, `)}) as fingerprint`;
}

async function signUp(t: TestServer, email: string, password: string): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${t.baseUrl}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const registered = await post('register', { email, password, name: 'Fuzz Listener' });
  if (!registered.ok) throw new Error(`register: ${registered.status}`);
  const mail = t.server.outbox?.messages().find((m) => m.to === email);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!otp) throw new Error('no sign-up code in the dev outbox');
  const verified = await post('verify-otp', { email, otp });
  const token = /earshot_session=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1];
  if (!verified.ok || !token) throw new Error(`verify-otp: ${verified.status}`);
  return token;
}

/**
 * The defaults of every size limit; the time bounds short, so a slow input is closed in seconds
 * (a whole request still has 2 s: far more than any other input needs).
 */
export const FUZZ_CONFIG = {
  RPC_MAX_BODY_BYTES: 1 << 20,
  HTTP_MAX_BODY_BYTES: 64 * 1024,
  SEARCH_MAX_QUERY_BYTES: 8192,
  LISTENING_MAX_FRAME_BYTES: 4096,
  REQUEST_TIMEOUT_SECONDS: 2,
  HEADERS_TIMEOUT_SECONDS: 1,
};

/** Starts the target: the real server (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const base = await mkdtemp(path.join(tmpdir(), 'earshot-fuzz-'));
  const mediaDir = path.join(base, 'media');
  await mkdir(mediaDir);
  await writeFile(
    path.join(mediaDir, 'song-0.wav'),
    renderTrackWav({ genre: 'Jazz', seed: 1, seconds: 1 }),
  );
  await writeFile(path.join(base, 'secret.txt'), SECRET);
  const t = await startTestServer({
    seed: (database) => seedCatalogFixture(database.db),
    mediaDir,
    // Every request may claim its own address, so rate limits do not end the search early.
    config: { TRUST_PROXY: true, ...FUZZ_CONFIG },
  });
  await t.server.grpc.listen(0, '127.0.0.1');
  const token = await signUp(t, 'fuzz.listener@example.com', 'Listen2Music');
  const query = fingerprintQuery();
  return {
    baseUrl: t.baseUrl,
    grpcUrl: `http://127.0.0.1:${String(t.server.grpc.port())}`,
    config: FUZZ_CONFIG,
    token,
    fingerprint: async () => {
      const result: unknown = await t.database.db.execute(query);
      return (result as { rows: { fingerprint: string }[] }).rows[0]?.fingerprint ?? '';
    },
    healthy: async () => {
      const answer = await rawRequest(t.baseUrl, { method: 'GET', path: '/readyz' });
      return answer.status === 200;
    },
    stop: async () => {
      await t.stop();
      await rm(base, { recursive: true, force: true });
    },
  };
}
