import { SearchKind } from '@earshot/contract/search/v1/search';
import type { SearchType } from '@/config/paths';

/** How the results page reads its address: the text, the collection, the sort and the facets. */
export const SORTS = {
  relevance: '',
  newest: 'year:desc,created_at:desc',
  plays: 'plays:desc',
} as const;
export type SortName = keyof typeof SORTS;
export const FACET_FIELDS = ['genre', 'artist', 'year'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export const TYPE_KINDS: Record<SearchType, SearchKind> = {
  tracks: SearchKind.TRACK,
  artists: SearchKind.ARTIST,
  albums: SearchKind.ALBUM,
  playlists: SearchKind.PLAYLIST,
};

/** The collection in the address, or undefined for the unified view. */
export function searchTypeOf(value: string | null): SearchType | undefined {
  return value && value in TYPE_KINDS ? (value as SearchType) : undefined;
}

export function sortOf(value: string | null): SortName {
  return value && value in SORTS ? (value as SortName) : 'relevance';
}

/** The chosen facet values as filter_by (ADR 0017's grammar): `genre:=`Jazz` && year:=2021`. */
export function filterByOf(params: URLSearchParams): string {
  return FACET_FIELDS.flatMap((field) => {
    const value = params.get(field)?.replaceAll('`', '');
    if (!value) return [];
    return field === 'year' ? [`year:=${Number(value) || 0}`] : [`${field}:=\`${value}\``];
  }).join(' && ');
}
