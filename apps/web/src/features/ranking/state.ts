import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import {
  type GetUserRankResponse,
  GetUserRankResponseSchema,
  type LeaderboardEntry,
} from '@earshot/contract/ranking/v1/ranking';
import { rankingTexts as t } from './texts';

/**
 * Spec 2 §4's leaderboard fetch: points rounded to whole numbers (a missing combinedTotal is
 * totalPoints plus referralPoints, spec 2 §3), entries sorted by combined total, highest first,
 * and ranks assigned from 1; equal totals share a rank (the server's snapshot does the same).
 */
export function rankEntries(entries: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  const rounded = entries.map((entry) => {
    const totalPoints = Math.round(entry.totalPoints);
    const referralPoints = Math.round(entry.referralPoints);
    const combinedTotal = Math.round(
      entry.combinedTotal || entry.totalPoints + entry.referralPoints,
    );
    return { ...entry, totalPoints, referralPoints, combinedTotal };
  });
  const sorted = rounded
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.combinedTotal - a.entry.combinedTotal || a.index - b.index)
    .map(({ entry }) => entry);
  let rank = 0;
  return sorted.map((entry, i) => {
    if (i === 0 || entry.combinedTotal !== sorted[i - 1]!.combinedTotal) rank = i + 1;
    return { ...entry, rank };
  });
}

/** The leaderboard's error text of spec 2 §8. */
export function leaderboardError(error: unknown): string {
  const e = ConnectError.from(error);
  if (e.code === Code.Unavailable) return t.unavailable;
  if (e.code === Code.Unauthenticated) return t.authRequired;
  return e.rawMessage || t.failed;
}

/** The rank's error text of spec 2 §8; null for not-found, which is rank 0 (rankOf). */
export function rankError(error: unknown): string | null {
  const code = ConnectError.from(error).code;
  if (code === Code.NotFound) return null;
  if (code === Code.Unavailable) return t.rankUnavailable;
  if (code === Code.Unauthenticated) return t.rankAuthRequired;
  return t.rankFailed;
}

/** Rank 0 with zero points: what a not-found rank answer means (spec 2 §8). */
export const unranked = (): GetUserRankResponse => create(GetUserRankResponseSchema, { rank: 0 });
