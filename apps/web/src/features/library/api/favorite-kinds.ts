import { FavoriteItemType } from '@earshot/contract/library/v1/library';
import type { FavoriteKind } from '@earshot/domain';

/** The wire's item type of each kind. */
export const ITEM_TYPE: Record<FavoriteKind, FavoriteItemType> = {
  track: FavoriteItemType.TRACK,
  artist: FavoriteItemType.ARTIST,
  album: FavoriteItemType.ALBUM,
};
