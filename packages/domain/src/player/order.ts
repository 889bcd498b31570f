import { PREVIOUS_RESTARTS_AFTER_SECONDS } from './constants';

/**
 * What happens at the end of a list: 'all' wraps to the first track (spec 1 §4, and the
 * default), 'off' stops after the last, 'one' plays the same song again.
 */
export type RepeatMode = 'off' | 'all' | 'one';

/** The repeat modes in the order the repeat button steps through them. */
export const REPEAT_MODES: readonly RepeatMode[] = ['all', 'one', 'off'];

/** The default: the spec's "wrapping to the first". */
export const DEFAULT_REPEAT_MODE: RepeatMode = 'all';

/** The mode after `mode` when the repeat button is pressed. */
export function nextRepeatMode(mode: RepeatMode): RepeatMode {
  const index = REPEAT_MODES.indexOf(mode);
  return REPEAT_MODES[(index + 1) % REPEAT_MODES.length] ?? DEFAULT_REPEAT_MODE;
}

/** Why playback moves on: the song ended (or counts as ended), or the listener skipped. */
export type AdvanceCause = 'ended' | 'skip';

/** A random number in [0, 1); injectable so tests are repeatable. */
export type RandomSource = () => number;

/**
 * The index after `current` in a list of `length`: the next one, wrapping to the first at
 * the end (spec 1 §4). A song not in the list (`current` -1) is followed by the first.
 * When a song ends, repeat 'one' gives the same index and repeat 'off' gives null at the
 * end; a skip always moves on and wraps.
 */
export function nextIndex(input: {
  length: number;
  current: number;
  repeat: RepeatMode;
  cause: AdvanceCause;
}): number | null {
  const { length, current, repeat, cause } = input;
  if (length <= 0) return null;
  if (current < 0 || current >= length) return 0;
  if (cause === 'ended' && repeat === 'one') return current;
  if (current + 1 < length) return current + 1;
  return cause === 'ended' && repeat === 'off' ? null : 0;
}

/**
 * The index before `current`: the previous one, wrapping to the last unless repeat is
 * 'off'. Null means "start the current song again" (at the first track without wrapping,
 * or when the song is not in the list).
 */
export function previousIndex(input: {
  length: number;
  current: number;
  repeat: RepeatMode;
}): number | null {
  const { length, current, repeat } = input;
  if (length <= 0 || current < 0 || current >= length) return null;
  if (current > 0) return current - 1;
  return repeat === 'off' ? null : length - 1;
}

/**
 * A random order of the indices 0..length-1 (Fisher-Yates). With `first`, that index
 * leads, so the song playing when shuffle is switched on stays the first of the round.
 */
export function shuffleOrder(
  length: number,
  first: number | null,
  random: RandomSource = Math.random,
): number[] {
  const order = Array.from({ length: Math.max(0, length) }, (_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  if (first !== null && first >= 0 && first < order.length) {
    order.splice(order.indexOf(first), 1);
    order.unshift(first);
  }
  return order;
}

/** Whether `order` is a shuffle of exactly 0..length-1. */
export function isShuffleOrderOf(order: readonly number[], length: number): boolean {
  if (order.length !== length) return false;
  const seen = new Set(order);
  return seen.size === length && order.every((index) => index >= 0 && index < length);
}

/**
 * The next index in shuffle: the order is followed, so no song comes again until every
 * song of the list has had its turn. At the end of a round a new order starts (not with
 * the song just played, when there is a choice), unless repeat is 'off' and the song
 * ended: then null. Repeat 'one' on an ended song gives the same index.
 */
export function nextShuffled(input: {
  order: readonly number[];
  length: number;
  current: number;
  repeat: RepeatMode;
  cause: AdvanceCause;
  random?: RandomSource;
}): { index: number; order: number[] } | null {
  const { length, current, repeat, cause, random = Math.random } = input;
  if (length <= 0) return null;
  let order = [...input.order];
  if (!isShuffleOrderOf(order, length)) order = shuffleOrder(length, current, random);
  if (cause === 'ended' && repeat === 'one' && current >= 0 && current < length) {
    return { index: current, order };
  }
  const position = order.indexOf(current);
  if (position === -1) return { index: order[0] as number, order };
  if (position + 1 < length) return { index: order[position + 1] as number, order };
  if (cause === 'ended' && repeat === 'off') return null;
  const fresh = shuffleOrder(length, null, random);
  if (length > 1 && fresh[0] === current) [fresh[0], fresh[1]] = [fresh[1] as number, current];
  return { index: fresh[0] as number, order: fresh };
}

/** The index before `current` in the shuffle order, or null to start the song again. */
export function previousShuffled(input: {
  order: readonly number[];
  current: number;
}): number | null {
  const position = input.order.indexOf(input.current);
  return position > 0 ? (input.order[position - 1] ?? null) : null;
}

/** Where the player goes next. */
export type NextMove =
  | { kind: 'stop' }
  | { kind: 'replay' }
  | { kind: 'queue' }
  | { kind: 'list'; index: number; order: number[] };

/** What the next/previous rules read of the playback state. */
export interface OrderState {
  /** Length of the list in use (the external playlist when one is set). */
  length: number;
  /** Index in that list of the song last played from it, -1 when none. */
  current: number;
  repeat: RepeatMode;
  shuffle: boolean;
  /** The shuffle order in use; rebuilt when it does not fit the list. */
  order: readonly number[];
}

/**
 * What comes after the current song. A song that ends with AutoPlay off stops there
 * (spec: "AutoPlay off stops at the end of a song"); repeat 'one' plays it again; the
 * queue comes before the list; then the list in order or shuffled, wrapping per repeat.
 */
export function planNext(
  state: OrderState & { cause: AdvanceCause; autoPlay: boolean; queueLength: number },
  random: RandomSource = Math.random,
): NextMove {
  if (state.cause === 'ended' && !state.autoPlay) return { kind: 'stop' };
  if (state.cause === 'ended' && state.repeat === 'one') return { kind: 'replay' };
  if (state.queueLength > 0) return { kind: 'queue' };
  const cause = state.cause;
  if (state.shuffle) {
    const next = nextShuffled({ ...state, cause, random });
    return next ? { kind: 'list', ...next } : { kind: 'stop' };
  }
  const index = nextIndex({ ...state, cause });
  return index === null ? { kind: 'stop' } : { kind: 'list', index, order: [...state.order] };
}

/** Where 'previous' goes: the song restarts, or an index of the list plays. */
export type PreviousMove = { kind: 'restart' } | { kind: 'list'; index: number };

/**
 * What 'previous' does: past the first 3 s the song starts again; a song from the queue
 * goes back to the list song before it; otherwise the previous song of the list (or of the
 * shuffle order), or the same song again when there is none.
 */
export function planPrevious(
  state: OrderState & { positionSeconds: number; fromQueue: boolean },
): PreviousMove {
  if (state.positionSeconds > PREVIOUS_RESTARTS_AFTER_SECONDS) return { kind: 'restart' };
  if (state.fromQueue) {
    return state.current >= 0 && state.current < state.length
      ? { kind: 'list', index: state.current }
      : { kind: 'restart' };
  }
  const index = state.shuffle
    ? previousShuffled({ order: state.order, current: state.current })
    : previousIndex(state);
  return index === null ? { kind: 'restart' } : { kind: 'list', index };
}
