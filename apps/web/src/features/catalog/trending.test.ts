import { TrackSource, TrendingPeriod } from '@earshot/contract/catalog/v1/catalog';
import { describe, expect, it } from 'vitest';
import { makeTrack, makeTrendingTrack } from '@/testing/catalog';
import { placeholderTrack, trackOrPlaceholder } from './placeholder-track';
import {
  formatPlaysChange,
  movementOf,
  parsePeriod,
  periodEnum,
  rankOf,
  toTrendingRows,
} from './trending';

describe('trending periods', () => {
  it('reads the address value, defaulting to daily', () => {
    expect(parsePeriod('weekly')).toBe('weekly');
    expect(parsePeriod('monthly')).toBe('monthly');
    expect(parsePeriod(null)).toBe('daily');
    expect(parsePeriod('yearly')).toBe('daily');
  });

  it('maps each window to its wire value', () => {
    expect(periodEnum('daily')).toBe(TrendingPeriod.DAILY);
    expect(periodEnum('weekly')).toBe(TrendingPeriod.WEEKLY);
    expect(periodEnum('monthly')).toBe(TrendingPeriod.MONTHLY);
  });
});

describe('rankOf', () => {
  it("keeps the server's rank", () => {
    expect(rankOf(7, 0, 50)).toBe(7);
  });

  it('falls back to position plus offset plus 1 when the rank is 0', () => {
    expect(rankOf(0, 0, 0)).toBe(1);
    expect(rankOf(0, 3, 0)).toBe(4);
    expect(rankOf(0, 2, 50)).toBe(53);
  });
});

describe('movementOf', () => {
  it('reads up, down, none and new', () => {
    expect(movementOf({ isNew: false, rankChange: 2 })).toEqual({ kind: 'up', places: 2 });
    expect(movementOf({ isNew: false, rankChange: -1 })).toEqual({ kind: 'down', places: 1 });
    expect(movementOf({ isNew: false, rankChange: 0 })).toEqual({ kind: 'same' });
    expect(movementOf({ isNew: true, rankChange: 0 })).toEqual({ kind: 'new' });
  });
});

describe('formatPlaysChange', () => {
  it.each([
    [25, '+25%'],
    [140.4, '+140%'],
    [-10, '-10%'],
    [0, '0%'],
    [-0.3, '0%'],
    [Number.NaN, '0%'],
  ])('reads %s as %s', (percent, text) => {
    expect(formatPlaysChange(percent)).toBe(text);
  });
});

describe('placeholder tracks (spec 2 §8)', () => {
  it("is 'Track {id}' by 'Unknown Artist' with no URL and source unknown", () => {
    expect(placeholderTrack(12)).toMatchObject({
      trackId: 12,
      title: 'Track 12',
      artistId: 0,
      artistName: 'Unknown Artist',
      url: '',
      source: TrackSource.UNSPECIFIED,
    });
  });

  it('keeps a whole track and replaces a missing or broken one', () => {
    const whole = makeTrack({ title: 'Low Tide' });
    expect(trackOrPlaceholder(whole)).toBe(whole);
    expect(trackOrPlaceholder(undefined, 9).title).toBe('Track 9');
    expect(trackOrPlaceholder(makeTrack({ trackId: 31, title: ' ' })).title).toBe('Track 31');
    expect(trackOrPlaceholder(makeTrack({ trackId: 0, title: 'x' }), 4).title).toBe('Track 4');
  });
});

describe('toTrendingRows', () => {
  it('maps a page: ranks (with fallback), movement, plays, placeholder for a missing track', () => {
    const kept = makeTrack({ title: 'Kept' });
    const rows = toTrendingRows(
      [
        makeTrendingTrack({
          track: kept,
          rank: 51,
          rankChange: 2,
          playsChangePercent: 25,
          plays: 9,
        }),
        makeTrendingTrack({ track: undefined, rank: 0, isNew: true }),
      ],
      50,
    );
    expect(rows[0]).toEqual({
      track: kept,
      rank: 51,
      movement: { kind: 'up', places: 2 },
      playsChangePercent: 25,
      plays: 9,
    });
    expect(rows[1]?.rank).toBe(52);
    expect(rows[1]?.movement).toEqual({ kind: 'new' });
    // The wire row carries no id besides its track's, so a missing track reads 'Track 0'.
    expect(rows[1]?.track).toMatchObject({
      title: 'Track 0',
      artistName: 'Unknown Artist',
      url: '',
    });
  });
});
