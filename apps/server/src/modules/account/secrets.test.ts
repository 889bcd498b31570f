import { isUserId } from '@earshot/domain';
import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './credentials/passwords';
import { newId, newOtp, newToken, sha256 } from './secrets';

it('makes cuid-style user ids that sort by time', () => {
  const a = newId(new Date('2026-01-01T00:00:00Z'));
  const b = newId(new Date('2026-01-01T00:00:01Z'));
  expect(isUserId(a)).toBe(true);
  expect(isUserId(b)).toBe(true);
  expect(a < b).toBe(true);
  expect(new Set(Array.from({ length: 1000 }, () => newId(new Date()))).size).toBe(1000);
});

it('makes six-digit codes and unguessable tokens', () => {
  const codes = Array.from({ length: 2000 }, newOtp);
  expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
  expect(new Set(codes).size).toBeGreaterThan(1900);
  expect(newToken()).toMatch(/^[\w-]{43}$/);
  expect(newToken()).not.toBe(newToken());
  expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

it('hashes passwords with argon2id at m=19456, t=2, p=1', async () => {
  const stored = await hashPassword('Secret123');
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword('Secret123', stored)).toBe(true);
  expect(await verifyPassword('Secret124', stored)).toBe(false);
  expect(await verifyPassword('Secret123', null)).toBe(false);
  expect(await verifyPassword('x', 'not a hash')).toBe(false);
});
