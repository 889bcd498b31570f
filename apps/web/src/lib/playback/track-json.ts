import { fromJson, type JsonValue, toJson } from '@bufbuild/protobuf';
import { type Track, TrackSchema } from '@earshot/contract/catalog/v1/catalog';

/** A track as kept on the device: its JSON form. */
export function trackToJson(track: Track): JsonValue {
  return toJson(TrackSchema, track);
}

/** A kept track read back; null for a damaged or hand-edited entry. */
export function trackFromJson(value: unknown): Track | null {
  try {
    return fromJson(TrackSchema, value as JsonValue, { ignoreUnknownFields: true });
  } catch {
    return null;
  }
}

/** Kept tracks read back, the damaged ones dropped and the others kept in order. */
export function tracksFromJson(value: unknown): Track[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const track = trackFromJson(item);
    return track ? [track] : [];
  });
}
