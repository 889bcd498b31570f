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
