import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Active users with one web2 sign-in each, inserted by SQL for a bench: each a random token
 * (32 bytes, base64url) of which only the sha256 is stored, as the server does. Answers the
 * tokens, in the order of `ids`.
 */
export async function insertSignedInUsers(
  client: pg.Client,
  users: { ids: string[]; emails: string[]; at: Date; expires: Date },
): Promise<string[]> {
  const { ids, emails, at, expires } = users;
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await client.query(
    `insert into users (id, email, status, email_verified_at, created_at)
     select id, email, 'active', $3, $3 from unnest($1::text[], $2::text[]) as u(id, email)`,
    [ids, emails, at],
  );
  await client.query(
    `insert into sessions (token_hash, user_id, method, created_at, expires_at)
     select h, u, 'web2', $3, $4 from unnest($1::text[], $2::text[]) as s(h, u)`,
    [hashes, ids, at, expires],
  );
  return tokens;
}
