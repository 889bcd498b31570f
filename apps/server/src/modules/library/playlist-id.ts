import { checkPlaylistId } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';

/** A playlist id, or InvalidArgument. */
export function playlistIdOrThrow(value: string): string {
  const problem = checkPlaylistId(value);
  if (problem) throw new AppError('invalid_argument', REASONS.invalidPlaylistId, problem.message);
  return value;
}
