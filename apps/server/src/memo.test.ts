import { expect, it } from 'vitest';
import { memoize } from './memo';

it('shares one load between concurrent callers and remembers it for the ttl', async () => {
  let t = 0;
  let loads = 0;
  const get = memoize((key) => Promise.resolve(`${key}:${++loads}`), { ttlMs: 1000, now: () => t });
  expect(await Promise.all([get('a'), get('a')])).toEqual(['a:1', 'a:1']);
  t = 999;
  expect(await get('a')).toBe('a:1');
  expect(await get('b')).toBe('b:2');
  t = 1000;
  expect(await get('a')).toBe('a:3');
});

it('never remembers a failure', async () => {
  let fail = true;
  const get = memoize(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve('up')), {
    ttlMs: 1000,
    now: () => 0,
  });
  await expect(get('x')).rejects.toThrow('down');
  fail = false;
  expect(await get('x')).toBe('up');
});

it('peeks at a fresh answer only, without loading', async () => {
  let t = 0;
  let loads = 0;
  const get = memoize(() => Promise.resolve(++loads), { ttlMs: 1000, now: () => t });
  expect(get.peek('k')).toBeUndefined();
  expect(loads).toBe(0);
  await get('k');
  expect(get.peek('k')?.value).toBe(1);
  t = 1000;
  expect(get.peek('k')).toBeUndefined();
  expect(loads).toBe(1);
});

it('keeps at most maxEntries answers, dropping the oldest', async () => {
  let loads = 0;
  const get = memoize((key) => Promise.resolve(`${key}:${++loads}`), {
    ttlMs: 1000,
    now: () => 0,
    maxEntries: 2,
  });
  await get('a');
  await get('b');
  await get('c');
  expect(get.peek('a')).toBeUndefined();
  expect(get.peek('b')?.value).toBe('b:2');
  expect(get.peek('c')?.value).toBe('c:3');
  expect(await get('a')).toBe('a:4');
  expect(get.peek('b')).toBeUndefined();
});
