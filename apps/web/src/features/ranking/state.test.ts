import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { makeEntry } from '@/testing/ranking';
import { leaderboardError, rankEntries, rankError, unranked } from './state';

describe('the leaderboard fetch (spec 2 §3, §4)', () => {
  it('sorts by combined total, highest first, and assigns ranks from 1; ties share a rank', () => {
    const ranked = rankEntries([
      makeEntry({ id: 'a', totalPoints: 10 }),
      makeEntry({ id: 'b', totalPoints: 30 }),
      makeEntry({ id: 'c', totalPoints: 20, referralPoints: 10 }),
      makeEntry({ id: 'd', totalPoints: 5 }),
    ]);
    expect(ranked.map((e) => [e.id, e.combinedTotal, e.rank])).toEqual([
      ['b', 30, 1],
      ['c', 30, 1],
      ['a', 10, 3],
      ['d', 5, 4],
    ]);
  });

  it('rounds points to whole numbers and fills a missing combined total', () => {
    const [entry] = rankEntries([
      makeEntry({ totalPoints: 10.6, referralPoints: 99.5, combinedTotal: 0 }),
    ]);
    expect(entry).toMatchObject({ totalPoints: 11, referralPoints: 100, combinedTotal: 110 });
  });

  it('answers an empty board as empty', () => {
    expect(rankEntries([])).toEqual([]);
  });
});

describe('the leaderboard and rank errors (spec 2 §8)', () => {
  it.each([
    [
      Code.Unavailable,
      'x',
      'Leaderboard service is currently unavailable. Please try again later.',
    ],
    [Code.Unauthenticated, 'x', 'Authentication required to view leaderboard.'],
    [Code.Internal, 'Disk on fire', 'Disk on fire'],
    [Code.Internal, '', 'Failed to fetch leaderboard data'],
  ])('board code %i (%s) reads %s', (code, message, text) => {
    expect(leaderboardError(new ConnectError(message, code))).toBe(text);
  });

  it.each([
    [Code.Unavailable, 'Ranking service is currently unavailable. Please try again later.'],
    [Code.Unauthenticated, 'Authentication required to view your rank.'],
    [Code.Internal, 'Failed to fetch user rank'],
    [Code.NotFound, null],
  ])('rank code %i reads %s', (code, text) => {
    expect(rankError(new ConnectError('x', code))).toBe(text);
  });

  it('reads a not-found rank as rank 0 with zero points', () => {
    expect(unranked()).toMatchObject({
      rank: 0,
      totalPoints: 0,
      referralPoints: 0,
      combinedTotal: 0,
    });
  });
});
