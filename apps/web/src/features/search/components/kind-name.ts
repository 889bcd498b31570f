import { SearchKind } from '@earshot/contract/search/v1/search';

/** The name of a document kind (tracks when unspecified). */
export type KindName = 'track' | 'artist' | 'album' | 'playlist';

const NAMES: Partial<Record<SearchKind, KindName>> = {
  [SearchKind.ARTIST]: 'artist',
  [SearchKind.ALBUM]: 'album',
  [SearchKind.PLAYLIST]: 'playlist',
};

export const kindName = (kind: SearchKind): KindName => NAMES[kind] ?? 'track';
