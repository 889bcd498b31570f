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

/*
 * Hits and suggestions are written as the messages themselves rather than through create(), as
 * the catalogue's tracks are: create() over an object built by spreading took 6.7 µs a hit, a
 * seventh of a unified search's CPU (ADR 0026, amended 2026-11-28). The type checker keeps them
 * whole; `search.mappers.test.ts` compares them with what create() makes.
 */

export const toHit = (row: Found): SearchHit => ({
  $typeName: SearchHitSchema.typeName,
  kind: toWireKind(row.kind),
  id: row.itemId,
  title: row.title,
  subtitle: row.subtitle,
  imageUrl: row.imageUrl,
  albumTitle: row.album,
  genreName: row.genre,
  year: row.year ?? 0,
  duration: row.durationSeconds ?? 0,
  trackCount: row.trackCount ?? 0,
  artistId: row.artistId ?? 0,
  isPublic: row.isPublic,
  plays: row.plays,
  textMatch: row.textMatch,
  track: row.track ? toTrack(row.track) : undefined,
});

export const toSuggestion = (row: Found): Suggestion => ({
  $typeName: SuggestionSchema.typeName,
  kind: toWireKind(row.kind),
  id: row.itemId,
  text: row.title,
  subtitle: row.subtitle,
  imageUrl: row.imageUrl,
  trackCount: row.trackCount ?? 0,
  artistId: row.artistId ?? 0,
  track: row.track ? toTrack(row.track) : undefined,
});

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
