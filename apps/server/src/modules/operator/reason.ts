import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';

/** A reason is required, and kept whole: at most this long. */
const REASON_MAX = 500;

/** An operator's request refused as invalid, with what is wrong. */
export const invalid = (message: string) =>
  new AppError('invalid_argument', REASONS.invalidOperatorAction, message);

/** The reason of an action, trimmed; refused when missing or too long. */
export function reasonOrThrow(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw invalid('A reason is required.');
  if (trimmed.length > REASON_MAX) throw invalid(`A reason is at most ${REASON_MAX} characters.`);
  return trimmed;
}
