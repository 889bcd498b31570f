import { ACCOUNT_TEXTS } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { FastifyRequest } from 'fastify';
import type { output, ZodMiniType } from 'zod/mini';
import { AppError } from '~/errors';
import { requestToken } from '../sessions/auth-cookies';
import type { SessionService } from '../sessions/session.service';

/**
 * A body read with its call's schema. A wrong shape answers 400 invalid_request, except an
 * e-mail that is text but not storable text (NUL, a lone surrogate: storableString's refine,
 * zod's 'custom' issue), which is an invalid address in the spec's words.
 */
export function parse<S extends ZodMiniType>(schema: S, body: unknown): output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  if (parsed.error.issues.some((issue) => issue.path[0] === 'email' && issue.code === 'custom')) {
    throw new AppError('invalid_argument', 'email_invalid', ACCOUNT_TEXTS.emailInvalid);
  }
  throw new AppError('invalid_argument', REASONS.invalidRequest);
}

/** The signed-in caller's session and token, or Unauthenticated in the spec's words. */
export function callerOf(sessions: SessionService) {
  return async (req: FastifyRequest) => {
    const token = requestToken(req);
    const session = await sessions.resolve(token);
    if (!session || !token) {
      throw new AppError(
        'unauthenticated',
        REASONS.authenticationRequired,
        ACCOUNT_TEXTS.authenticationRequired,
      );
    }
    return { session, token };
  };
}

/** A caller resolver. */
export type Caller = ReturnType<typeof callerOf>;

/** A call's route below the /api/auth prefix. */
export const routeOf = (call: { path: string }) => `/${call.path}`;
