import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane. Algorithm is a const enum (2 = argon2id).
const ARGON2ID: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** An argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummy: Promise<string> | undefined;

/**
 * Whether a password matches a stored hash. Without a hash it verifies against a throwaway
 * one anyway, so an unknown e-mail costs the same time as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const target = stored ?? (await (dummy ??= hashPassword('not a real password 0')));
  try {
    const ok = await verify(target, password);
    return ok && stored !== null;
  } catch {
    return false;
  }
}
