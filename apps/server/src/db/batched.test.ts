import { expect, it } from 'vitest';
import { batched } from './batched';

// Group statements: alone while a slot is free, together while every slot is busy, one input
// per key per batch, and a failed batch run again input by input.

interface Step {
  userId: string;
}
const step = (userId: string): Step => ({ userId });
const byAccount = (s: Step) => s.userId;

/** A batch writer whose batches end only when the test says so. */
function heldWriter() {
  const batches: {
    users: string[];
    finish: (answer?: boolean[]) => void;
    fail: (err: Error) => void;
  }[] = [];
  const writeMany = (writes: readonly Step[]) =>
    new Promise<boolean[]>((resolve, reject) =>
      batches.push({
        users: writes.map((w) => w.userId),
        finish: (answer) => resolve(answer ?? writes.map(() => true)),
        fail: reject,
      }),
    );
  return { batches, writeMany };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

it('writes a step at once while a slot is free, and the steps that wait meanwhile together', async () => {
  const h = heldWriter();
  const write = batched(h.writeMany, { inFlight: 1, maxBatch: 10, keyOf: byAccount });
  const first = write(step('a'));
  const waiting = [write(step('b')), write(step('c')), write(step('d'))];
  expect(h.batches.map((b) => b.users)).toEqual([['a']]);
  h.batches[0]!.finish();
  expect(await first).toBe(true);
  await settled();
  expect(h.batches.map((b) => b.users)).toEqual([['a'], ['b', 'c', 'd']]);
  h.batches[1]!.finish([true, false, true]);
  expect(await Promise.all(waiting)).toEqual([true, false, true]);
});

it('answers no step before its batch has been written', async () => {
  const h = heldWriter();
  const write = batched(h.writeMany, { inFlight: 2, maxBatch: 10, keyOf: byAccount });
  let answered = false;
  void write(step('a')).then(() => (answered = true));
  await settled();
  expect(answered).toBe(false);
  h.batches[0]!.finish();
  await settled();
  expect(answered).toBe(true);
});

it('uses every free slot, and caps a batch at maxBatch', async () => {
  const h = heldWriter();
  const write = batched(h.writeMany, { inFlight: 2, maxBatch: 2, keyOf: byAccount });
  const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((u) => write(step(u)));
  expect(h.batches.map((b) => b.users)).toEqual([['a'], ['b']]);
  h.batches[0]!.finish();
  await settled();
  expect(h.batches.map((b) => b.users)).toEqual([['a'], ['b'], ['c', 'd']]);
  h.batches[1]!.finish();
  await settled();
  expect(h.batches.map((b) => b.users)).toEqual([['a'], ['b'], ['c', 'd'], ['e', 'f']]);
  h.batches[2]!.finish();
  h.batches[3]!.finish();
  expect(await Promise.all(all)).toEqual([true, true, true, true, true, true]);
});

it('puts one input per key in a batch; the key’s next input waits for the next batch', async () => {
  const h = heldWriter();
  const write = batched(h.writeMany, { inFlight: 1, maxBatch: 10, keyOf: byAccount });
  const all = [write(step('a')), write(step('b')), write(step('b')), write(step('c'))];
  h.batches[0]!.finish();
  await settled();
  expect(h.batches[1]!.users).toEqual(['b', 'c']);
  h.batches[1]!.finish();
  await settled();
  expect(h.batches[2]!.users).toEqual(['b']);
  h.batches[2]!.finish();
  expect(await Promise.all(all)).toEqual([true, true, true, true]);
});

it('runs a failed batch again input by input, so that only the failing input fails', async () => {
  const h = heldWriter();
  const write = batched(h.writeMany, { inFlight: 1, maxBatch: 10, keyOf: byAccount });
  const first = write(step('a'));
  const rest = [write(step('b')), write(step('c'))].map((p) =>
    p.then(
      (written) => ({ written }),
      (err: Error) => ({ failed: err.message }),
    ),
  );
  h.batches[0]!.finish();
  await first;
  await settled();
  h.batches[1]!.fail(new Error('batch'));
  await settled();
  expect(h.batches[2]!.users).toEqual(['b']);
  h.batches[2]!.fail(new Error('b fails'));
  await settled();
  expect(h.batches[3]!.users).toEqual(['c']);
  h.batches[3]!.finish();
  expect(await Promise.all(rest)).toEqual([{ failed: 'b fails' }, { written: true }]);
});

it('lets inputs without a key share a batch, the same input twice included', async () => {
  const h = heldWriter();
  const read = batched(h.writeMany, { inFlight: 1, maxBatch: 10 });
  const all = [read(step('a')), read(step('b')), read(step('b'))];
  h.batches[0]!.finish();
  await settled();
  expect(h.batches[1]!.users).toEqual(['b', 'b']);
  h.batches[1]!.finish();
  expect(await Promise.all(all)).toEqual([true, true, true]);
});
