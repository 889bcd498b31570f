import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  FavoriteItemType,
  FavoriteSchema,
  type Favorite,
} from '@earshot/contract/library/v1/library';
import { LIBRARY_TEXTS, type FavoriteKind } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { toAlbum, toArtist, toTrack } from '~/modules/catalog';
import type { FavoriteWithItem } from './favorite.service';

const ITEM_TYPES: Record<FavoriteKind, FavoriteItemType> = {
  track: FavoriteItemType.TRACK,
  artist: FavoriteItemType.ARTIST,
  album: FavoriteItemType.ALBUM,
};

/** The kind a request names, or InvalidArgument when it names none. */
export function kindOf(itemType: FavoriteItemType): FavoriteKind {
  const kind = (Object.keys(ITEM_TYPES) as FavoriteKind[]).find((k) => ITEM_TYPES[k] === itemType);
  if (!kind) {
    throw new AppError('invalid_argument', REASONS.invalidItemType, LIBRARY_TEXTS.itemTypeRequired);
  }
  return kind;
}

function itemOf({ item }: FavoriteWithItem): Favorite['item'] {
  switch (item.kind) {
    case 'track':
      return { case: 'track', value: toTrack(item.value) };
    case 'artist':
      return { case: 'artist', value: toArtist(item.value) };
    case 'album':
      return { case: 'album', value: toAlbum(item.value) };
  }
}

export const toFavorite = (row: FavoriteWithItem): Favorite =>
  create(FavoriteSchema, {
    favoriteId: row.id,
    itemType: ITEM_TYPES[row.itemType],
    itemId: row.itemId,
    dateAdded: timestampFromDate(row.createdAt),
    item: itemOf(row),
  });
