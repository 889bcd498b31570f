import { create } from '@bufbuild/protobuf';
import {
  SearchHitSchema,
  SearchKind as WireKind,
  SuggestionSchema,
  type SearchHit,
  type Suggestion,
} from '@earshot/contract/search/v1/search';
import type { SearchKind } from '~/db/schema';
import { toTrack } from '~/modules/catalog';
import type { SearchRow } from './search.repo';
import type { Found } from './search.service';

const WIRE_KINDS: Record<SearchKind, WireKind> = {
  track: WireKind.TRACK,
  artist: WireKind.ARTIST,
  album: WireKind.ALBUM,
  playlist: WireKind.PLAYLIST,
};

/** The wire's kind of a document kind. */
export const toWireKind = (kind: SearchKind): WireKind => WIRE_KINDS[kind];

/** A document kind from the wire; undefined for unspecified (the unified view). */
export function fromWireKind(kind: WireKind): SearchKind | undefined {
  return (Object.keys(WIRE_KINDS) as SearchKind[]).find((k) => WIRE_KINDS[k] === kind);
}

/** What a hit and a suggestion both say of a document (its title is named apart). */
const shown = (row: Found) => ({
  kind: toWireKind(row.kind),
  id: row.itemId,
  subtitle: row.subtitle,
  imageUrl: row.imageUrl,
  trackCount: row.trackCount ?? 0,
  artistId: row.artistId ?? 0,
  ...(row.track ? { track: toTrack(row.track) } : {}),
});

export const toHit = (row: Found): SearchHit =>
  create(SearchHitSchema, {
    ...shown(row),
    title: row.title,
    albumTitle: row.album,
    genreName: row.genre,
    year: row.year ?? 0,
    duration: row.durationSeconds ?? 0,
    isPublic: row.isPublic,
    plays: row.plays,
    textMatch: row.textMatch,
  });

export const toSuggestion = (row: Found): Suggestion =>
  create(SuggestionSchema, { ...shown(row), text: row.title });

/**
 * A hit as the hybrid endpoints answer it: the spec's search document of its type (spec 2 §3)
 * with its type and text match.
 */
export function toDocument(row: SearchRow) {
  const common = { type: row.kind, text_match: row.textMatch, plays: row.plays };
  const id = Number(row.itemId);
  switch (row.kind) {
    case 'track':
      return {
        ...common,
        track_id: id,
        title: row.title,
        artist_name: row.subtitle,
        artist_id: row.artistId,
        album_title: row.album,
        genre_name: row.genre,
        image_url: row.imageUrl,
        duration: row.durationSeconds,
        year: row.year,
      };
    case 'artist':
      return {
        ...common,
        artist_id: id,
        name: row.title,
        bio: row.details,
        avatar_url: row.imageUrl,
      };
    case 'album':
      return {
        ...common,
        album_id: id,
        title: row.title,
        artist_name: row.subtitle,
        artist_id: row.artistId,
        genre_name: row.genre,
        cover_url: row.imageUrl,
        year: row.year,
      };
    case 'playlist':
      return {
        ...common,
        playlist_id: row.itemId,
        title: row.title,
        description: row.details,
        creator_name: row.subtitle,
        cover_image: row.imageUrl,
        image_url: row.imageUrl,
        track_count: row.trackCount ?? 0,
        is_public: row.isPublic,
      };
  }
}
