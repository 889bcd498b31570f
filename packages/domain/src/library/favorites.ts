import { LIBRARY_TEXTS } from './texts';
import { FAVORITES_PAGE } from './limits';

/** The kinds of item a person can like (spec 2 §3). */
export type FavoriteKind = 'track' | 'artist' | 'album';

/** Every kind, in the order the liked page shows them. */
export const FAVORITE_KINDS: readonly FavoriteKind[] = ['track', 'artist', 'album'];

/** The spec's message when a favourite comes without the id its kind needs (spec 2 §5). */
export const ID_REQUIRED: Readonly<Record<FavoriteKind, string>> = {
  track: LIBRARY_TEXTS.trackIdRequired,
  artist: LIBRARY_TEXTS.artistIdRequired,
  album: LIBRARY_TEXTS.albumIdRequired,
};

/** Checks a favourite's item id: a catalogue id above 0, else the spec's message. */
export function checkFavoriteItemId(kind: FavoriteKind, itemId: number): string | undefined {
  return Number.isInteger(itemId) && itemId > 0 && itemId <= 2_147_483_647
    ? undefined
    : ID_REQUIRED[kind];
}

/** A count after one change, never below 0 (spec 2 §4). */
export function nextFavoriteCount(count: number, change: 1 | -1): number {
  return Math.max(0, count + change);
}

/** Spec 2 §9: "profile, artist and album favourites fetched with limit 100 on load". */
export const FAVORITES_LOAD_LIMIT: Readonly<Record<FavoriteKind, number>> = {
  track: FAVORITES_PAGE.defaultLimit,
  artist: FAVORITES_PAGE.maxLimit,
  album: FAVORITES_PAGE.maxLimit,
};
