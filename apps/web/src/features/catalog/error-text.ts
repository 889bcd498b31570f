import { Code, ConnectError } from '@connectrpc/connect';
import { statusTexts } from './texts';

/** Connect codes with a status message of their own (spec 2 §8); the rest read as a server error. */
const byCode: Partial<Record<Code, string>> = {
  [Code.NotFound]: statusTexts.notFound,
  [Code.Unauthenticated]: statusTexts.authRequired,
  [Code.PermissionDenied]: statusTexts.accessDenied,
  [Code.ResourceExhausted]: statusTexts.tooManyRequests,
  [Code.Unavailable]: statusTexts.unavailable,
};

/** The spec 2 §8 status message for a failed call, by its Connect code. */
export function statusText(error: unknown): string {
  return byCode[ConnectError.from(error).code] ?? statusTexts.serverError;
}
