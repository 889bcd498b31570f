import {
  type Track,
  type TrendingTrack,
  TrendingPeriod,
} from '@earshot/contract/catalog/v1/catalog';
import type { TrendingPeriodName } from '@/config/paths';
import { trackOrPlaceholder } from './placeholder-track';

/** The windows in the order the switch shows them. */
export const periodNames: readonly TrendingPeriodName[] = ['daily', 'weekly', 'monthly'];

const periodEnums: Record<TrendingPeriodName, TrendingPeriod> = {
  daily: TrendingPeriod.DAILY,
  weekly: TrendingPeriod.WEEKLY,
  monthly: TrendingPeriod.MONTHLY,
};

/** The wire value of a window. */
export function periodEnum(name: TrendingPeriodName): TrendingPeriod {
  return periodEnums[name];
}

/** A window from the address; anything unknown is 'daily' (spec 2 §4 default). */
export function parsePeriod(value: string | null): TrendingPeriodName {
  return periodNames.find((name) => name === value) ?? 'daily';
}

/** How a track moved since the previous snapshot. */
export type Movement =
  | { kind: 'new' }
  | { kind: 'up'; places: number }
  | { kind: 'down'; places: number }
  | { kind: 'same' };

/** A ranked track as the list shows it. */
export interface TrendingRow {
  track: Track;
  rank: number;
  movement: Movement;
  playsChangePercent: number;
  plays: number;
}

/** rankChange is positive when the track moved up; a new entry has no earlier place. */
export function movementOf(item: Pick<TrendingTrack, 'isNew' | 'rankChange'>): Movement {
  if (item.isNew) return { kind: 'new' };
  if (item.rankChange > 0) return { kind: 'up', places: item.rankChange };
  if (item.rankChange < 0) return { kind: 'down', places: -item.rankChange };
  return { kind: 'same' };
}

/**
 * The rank shown: the server's, or (when it sent none) the place in the page
 * plus the page's offset plus 1 (spec 2 §9).
 */
export function rankOf(rank: number, index: number, offset: number): number {
  return rank > 0 ? rank : offset + index + 1;
}

/** One page of a ranking as rows; a track that fails to build becomes the placeholder. */
export function toTrendingRows(items: TrendingTrack[], offset: number): TrendingRow[] {
  return items.map((item, index) => ({
    track: trackOrPlaceholder(item.track),
    rank: rankOf(item.rank, index, offset),
    movement: movementOf(item),
    playsChangePercent: item.playsChangePercent,
    plays: item.plays,
  }));
}

/** '+25%', '-10%' or '0%', rounded to whole percent. */
export function formatPlaysChange(percent: number): string {
  const rounded = Math.round(percent);
  if (!Number.isFinite(rounded) || rounded === 0) return '0%';
  return rounded > 0 ? `+${rounded}%` : `${rounded}%`;
}
