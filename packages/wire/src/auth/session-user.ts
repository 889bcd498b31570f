import * as z from 'zod/mini';

/** The signed-in user as the session answers it (spec 1 §3 User). */
export const SessionUser = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  image: z.nullable(z.string()),
  walletAddress: z.nullable(z.string()),
});
/** The signed-in user. */
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * How a session was opened (spec 1 §3 AuthSession.method): the primary method of spec 1 §4.
 * Signing out of it ends the session; the other linked method is the secondary.
 */
export const SessionMethod = z.enum(['web2', 'web3']);
/** A session's primary method. */
export type SessionMethod = z.infer<typeof SessionMethod>;
