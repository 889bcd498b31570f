import { isHttpUrl } from '../url';
import { PLAYLIST_LIMITS } from './limits';
import { LIBRARY_TEXTS } from './texts';

/** A playlist's editable details as a person typed them. */
export interface PlaylistDetailsInput {
  title?: string | undefined;
  description?: string | undefined;
  imageUrl?: string | undefined;
}

/** Why a playlist detail was refused: which field, a stable code, and the words to show. */
export interface PlaylistDetailProblem {
  field: 'title' | 'description' | 'image_url';
  code: 'invalid_playlist_title' | 'invalid_playlist_description' | 'invalid_image_url';
  message: string;
}

/** Details as stored: the title trimmed, the description trimmed, the cover URL trimmed. */
export function normalizePlaylistDetails<T extends PlaylistDetailsInput>(input: T): T {
  const trim = (value: string | undefined) => (value === undefined ? undefined : value.trim());
  return {
    ...input,
    title: trim(input.title),
    description: trim(input.description),
    imageUrl: trim(input.imageUrl),
  };
}

/**
 * Checks normalised details; an absent field is not checked (an edit leaves it as it is).
 * Title 1 to 100 characters, description at most 300, cover empty (generated) or http(s).
 */
export function checkPlaylistDetails(input: PlaylistDetailsInput): PlaylistDetailProblem[] {
  const problems: PlaylistDetailProblem[] = [];
  const { title, description, imageUrl } = input;
  if (title !== undefined && (title.length === 0 || [...title].length > PLAYLIST_LIMITS.titleMax)) {
    problems.push({
      field: 'title',
      code: 'invalid_playlist_title',
      message: title.length === 0 ? LIBRARY_TEXTS.titleRequired : LIBRARY_TEXTS.titleTooLong,
    });
  }
  if (description !== undefined && [...description].length > PLAYLIST_LIMITS.descriptionMax) {
    problems.push({
      field: 'description',
      code: 'invalid_playlist_description',
      message: LIBRARY_TEXTS.descriptionTooLong,
    });
  }
  if (imageUrl !== undefined && imageUrl !== '' && !isHttpUrl(imageUrl)) {
    problems.push({
      field: 'image_url',
      code: 'invalid_image_url',
      message: LIBRARY_TEXTS.imageUrlInvalid,
    });
  }
  return problems;
}
