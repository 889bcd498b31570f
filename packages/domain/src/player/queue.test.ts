import { describe, expect, it } from 'vitest';
import { addRecent } from './recent';
import { queueAdd, queueMove, queuePlayNext, queueRemoveAt, queueTake } from './queue';

const same = (a: string, b: string) => a === b;

describe('queue', () => {
  it('adds to the end and plays next at the front', () => {
    let queue = queueAdd<string>([], 'a', same);
    queue = queueAdd(queue, 'b', same);
    queue = queuePlayNext(queue, 'c', same);
    expect(queue).toEqual(['c', 'a', 'b']);
  });

  it('keeps a track once: queueing it again moves it', () => {
    expect(queuePlayNext(['a', 'b', 'c'], 'c', same)).toEqual(['c', 'a', 'b']);
    expect(queueAdd(['a', 'b', 'c'], 'a', same)).toEqual(['b', 'c', 'a']);
  });

  it('removes, moves and takes without touching the original', () => {
    const queue = ['a', 'b', 'c'];
    expect(queueRemoveAt(queue, 1)).toEqual(['a', 'c']);
    expect(queueRemoveAt(queue, 5)).toEqual(queue);
    expect(queueRemoveAt(queue, -1)).toEqual(queue);
    expect(queueMove(queue, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(queueMove(queue, 0, 9)).toEqual(['b', 'c', 'a']);
    expect(queueMove(queue, 4, 0)).toEqual(queue);
    expect(queueTake(queue)).toEqual({ next: 'a', rest: ['b', 'c'] });
    expect(queueTake([])).toEqual({ next: undefined, rest: [] });
    expect(queue).toEqual(['a', 'b', 'c']);
  });
});

describe('recent tracks', () => {
  const key = (entry: { id: number }) => entry.id;

  it('puts the newest first and drops an earlier copy', () => {
    let list = addRecent([], { id: 1 }, key);
    list = addRecent(list, { id: 2 }, key);
    list = addRecent(list, { id: 1 }, key);
    expect(list).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps at most 50 by default, dropping the oldest', () => {
    let list: Array<{ id: number }> = [];
    for (let id = 1; id <= 60; id++) list = addRecent(list, { id }, key);
    expect(list).toHaveLength(50);
    expect(list[0]).toEqual({ id: 60 });
    expect(list.at(-1)).toEqual({ id: 11 });
    expect(addRecent(list, { id: 99 }, key, 3)).toEqual([{ id: 99 }, { id: 60 }, { id: 59 }]);
  });
});
