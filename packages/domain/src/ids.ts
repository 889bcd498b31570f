/** Why an id was refused, worded for the caller. */
export interface IdProblem {
  field: string;
  message: string;
}

/** A catalogue id (artist, album, track, genre) must be a whole number above 0 (spec 1 §5). */
export function checkCatalogId(field: string, value: number): IdProblem | undefined {
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647
    ? undefined
    : { field, message: `${field} must be a whole number above 0` };
}

const PLAYLIST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A playlist id: 1 to 64 letters, digits, '-' or '_'. */
export function checkPlaylistId(value: string): IdProblem | undefined {
  return PLAYLIST_ID.test(value)
    ? undefined
    : { field: 'playlist_id', message: 'playlist_id must be 1 to 64 letters, digits, - or _' };
}
