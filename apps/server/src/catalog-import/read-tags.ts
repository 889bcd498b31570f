import path from 'node:path';
import { parseFile, selectCover } from 'music-metadata';

/** What the catalogue keeps of a file's tags, with fallbacks applied. */
export interface TrackTags {
  title: string;
  artist: string;
  /** The album's artist (album artist tag, else the track artist). */
  albumArtist: string;
  /** Null: a single, not part of an album. */
  album: string | null;
  genre: string | null;
  /** YYYY-MM-DD, from a full date tag or a year (as 1 January). */
  releaseDate: string | null;
  trackNumber: number | null;
  durationSeconds: number;
  cover: { mime: string; data: Uint8Array } | null;
}

export type TagResult = { ok: true; tags: TrackTags } | { ok: false; reason: string };

export const UNKNOWN_ARTIST = 'Unknown Artist';

/** Tag text made safe to store: no NUL (PostgreSQL text cannot hold it), trimmed, bounded. */
export function cleanText(value: unknown, max = 300): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replaceAll('\u0000', '').trim().slice(0, max);
  return text.length > 0 ? text : null;
}

/** A title and track number from a file name such as `03 - Night Drive.mp3`. */
export function fromFileName(file: string): { title: string; trackNumber: number | null } {
  const name = path.basename(file, path.extname(file)).replace(/_/g, ' ').trim();
  const numbered = /^(\d{1,3})\s*[-.)\s]\s*(.+)$/.exec(name);
  if (numbered) return { title: numbered[2]!.trim(), trackNumber: Number(numbered[1]) };
  return { title: name || 'Untitled', trackNumber: null };
}

function releaseDateOf(date: unknown, year: unknown): string | null {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date)) return date.slice(0, 10);
  if (typeof year === 'number' && year >= 1000 && year <= 9999) return `${year}-01-01`;
  return null;
}

/**
 * Reads a file's tags and length. A file music-metadata cannot make sense of, or that has
 * no playable length, is refused with a reason rather than thrown.
 */
export async function readTrackTags(file: string): Promise<TagResult> {
  let meta;
  try {
    meta = await parseFile(file, { duration: true });
  } catch (err) {
    return {
      ok: false,
      reason: `unreadable audio (${err instanceof Error ? err.message : String(err)})`,
    };
  }
  const { common, format } = meta;
  if (!format.container) return { ok: false, reason: 'not a recognised audio file' };
  const duration = format.duration;
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) {
    return { ok: false, reason: 'no playable audio (unknown duration)' };
  }
  const named = fromFileName(file);
  const artist = cleanText(common.artist) ?? cleanText(common.albumartist) ?? UNKNOWN_ARTIST;
  const cover = selectCover(common.picture);
  return {
    ok: true,
    tags: {
      title: cleanText(common.title) ?? named.title,
      artist,
      albumArtist: cleanText(common.albumartist) ?? artist,
      album: cleanText(common.album),
      genre: cleanText(
        common.genre?.find((g) => cleanText(g)),
        100,
      ),
      releaseDate: releaseDateOf(common.date, common.year),
      trackNumber: common.track.no || named.trackNumber,
      durationSeconds: Math.max(1, Math.round(duration)),
      cover: cover && cover.data.length > 0 ? { mime: cover.format, data: cover.data } : null,
    },
  };
}
