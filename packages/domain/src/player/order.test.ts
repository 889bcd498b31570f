import { describe, expect, it } from 'vitest';
import {
  isShuffleOrderOf,
  nextIndex,
  nextRepeatMode,
  nextShuffled,
  type OrderState,
  planNext,
  planPrevious,
  previousIndex,
  shuffleOrder,
} from './order';

/** A repeatable random source (a small LCG), so shuffles are the same on every run. */
function seeded(seed = 42) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('next and previous in a list', () => {
  it('moves on and wraps to the first at the end (spec 1 §4)', () => {
    expect(nextIndex({ length: 3, current: 0, repeat: 'all', cause: 'ended' })).toBe(1);
    expect(nextIndex({ length: 3, current: 2, repeat: 'all', cause: 'ended' })).toBe(0);
    expect(nextIndex({ length: 1, current: 0, repeat: 'all', cause: 'ended' })).toBe(0);
  });

  it('starts at the first when the song is not in the list, and has nothing in an empty list', () => {
    expect(nextIndex({ length: 3, current: -1, repeat: 'all', cause: 'ended' })).toBe(0);
    expect(nextIndex({ length: 3, current: 7, repeat: 'off', cause: 'ended' })).toBe(0);
    expect(nextIndex({ length: 0, current: -1, repeat: 'all', cause: 'skip' })).toBeNull();
  });

  it('stops at the end with repeat off, but a skip still wraps', () => {
    expect(nextIndex({ length: 3, current: 2, repeat: 'off', cause: 'ended' })).toBeNull();
    expect(nextIndex({ length: 3, current: 1, repeat: 'off', cause: 'ended' })).toBe(2);
    expect(nextIndex({ length: 3, current: 2, repeat: 'off', cause: 'skip' })).toBe(0);
  });

  it('repeats one song when it ends, and skips past it on request', () => {
    expect(nextIndex({ length: 3, current: 1, repeat: 'one', cause: 'ended' })).toBe(1);
    expect(nextIndex({ length: 3, current: 1, repeat: 'one', cause: 'skip' })).toBe(2);
  });

  it('goes back, wrapping to the last unless repeat is off', () => {
    expect(previousIndex({ length: 3, current: 2, repeat: 'all' })).toBe(1);
    expect(previousIndex({ length: 3, current: 0, repeat: 'all' })).toBe(2);
    expect(previousIndex({ length: 3, current: 0, repeat: 'off' })).toBeNull();
    expect(previousIndex({ length: 3, current: -1, repeat: 'all' })).toBeNull();
  });

  it('steps the repeat button through all, one, off', () => {
    expect(nextRepeatMode('all')).toBe('one');
    expect(nextRepeatMode('one')).toBe('off');
    expect(nextRepeatMode('off')).toBe('all');
  });
});

describe('shuffle', () => {
  it('makes a permutation led by the given song', () => {
    const order = shuffleOrder(10, 4, seeded());
    expect(isShuffleOrderOf(order, 10)).toBe(true);
    expect(order[0]).toBe(4);
    expect(shuffleOrder(0, null)).toEqual([]);
  });

  it('plays every song once before any comes again, then starts a new round', () => {
    const random = seeded(7);
    const length = 8;
    let order: number[] = [];
    let current = 3;
    const played = [current];
    for (let step = 1; step < length; step++) {
      const next = nextShuffled({ order, length, current, repeat: 'all', cause: 'ended', random });
      expect(next).not.toBeNull();
      ({ order, index: current } = next!);
      played.push(current);
    }
    expect(new Set(played).size).toBe(length);

    const round = nextShuffled({ order, length, current, repeat: 'all', cause: 'ended', random });
    expect(round!.index).not.toBe(current);
    expect(isShuffleOrderOf(round!.order, length)).toBe(true);
    expect(round!.order).not.toEqual(order);
  });

  it('stops after the round with repeat off, and replays with repeat one', () => {
    const order = [2, 0, 1];
    const base = { order, length: 3, random: seeded() };
    expect(nextShuffled({ ...base, current: 1, repeat: 'off', cause: 'ended' })).toBeNull();
    expect(nextShuffled({ ...base, current: 1, repeat: 'off', cause: 'skip' })).not.toBeNull();
    expect(nextShuffled({ ...base, current: 0, repeat: 'one', cause: 'ended' })?.index).toBe(0);
    expect(nextShuffled({ ...base, current: 0, repeat: 'all', cause: 'skip' })?.index).toBe(1);
  });

  it('rebuilds an order that does not fit the list', () => {
    const next = nextShuffled({
      order: [0, 1],
      length: 4,
      current: 2,
      repeat: 'all',
      cause: 'skip',
      random: seeded(),
    });
    expect(isShuffleOrderOf(next!.order, 4)).toBe(true);
    expect(next!.order[0]).toBe(2);
    expect(next!.index).toBe(next!.order[1]);
  });
});

describe('planNext and planPrevious', () => {
  const state: OrderState = { length: 4, current: 1, repeat: 'all', shuffle: false, order: [] };

  it('stops at the end of a song when AutoPlay is off, but a skip still moves', () => {
    expect(planNext({ ...state, cause: 'ended', autoPlay: false, queueLength: 2 })).toEqual({
      kind: 'stop',
    });
    expect(planNext({ ...state, cause: 'skip', autoPlay: false, queueLength: 0 })).toMatchObject({
      kind: 'list',
      index: 2,
    });
  });

  it('replays with repeat one, takes the queue before the list, then the list', () => {
    const ended = { cause: 'ended' as const, autoPlay: true };
    expect(planNext({ ...state, ...ended, repeat: 'one', queueLength: 1 })).toEqual({
      kind: 'replay',
    });
    expect(planNext({ ...state, ...ended, queueLength: 1 })).toEqual({ kind: 'queue' });
    expect(planNext({ ...state, ...ended, queueLength: 0 })).toMatchObject({
      kind: 'list',
      index: 2,
    });
    expect(planNext({ ...state, ...ended, current: 3, queueLength: 0 })).toMatchObject({
      kind: 'list',
      index: 0,
    });
    expect(planNext({ ...state, ...ended, current: 3, repeat: 'off', queueLength: 0 })).toEqual({
      kind: 'stop',
    });
    expect(planNext({ ...state, ...ended, length: 0, queueLength: 0 })).toEqual({ kind: 'stop' });
  });

  it('follows the shuffle order when shuffle is on', () => {
    const next = planNext(
      {
        ...state,
        shuffle: true,
        order: [1, 3, 0, 2],
        cause: 'skip',
        autoPlay: true,
        queueLength: 0,
      },
      seeded(),
    );
    expect(next).toEqual({ kind: 'list', index: 3, order: [1, 3, 0, 2] });
  });

  it('restarts after 3 s, goes back from a queued song to the list, else to the previous', () => {
    const at = (
      positionSeconds: number,
      extra: Partial<OrderState & { fromQueue: boolean }> = {},
    ) => planPrevious({ ...state, positionSeconds, fromQueue: false, ...extra });
    expect(at(3.5)).toEqual({ kind: 'restart' });
    expect(at(1)).toEqual({ kind: 'list', index: 0 });
    expect(at(1, { fromQueue: true })).toEqual({ kind: 'list', index: 1 });
    expect(at(1, { fromQueue: true, current: -1 })).toEqual({ kind: 'restart' });
    expect(at(1, { current: 0, repeat: 'off' })).toEqual({ kind: 'restart' });
    expect(at(1, { shuffle: true, order: [3, 1, 0, 2] })).toEqual({ kind: 'list', index: 3 });
    expect(at(1, { shuffle: true, order: [1, 3, 0, 2] })).toEqual({ kind: 'restart' });
  });
});
