import * as z from 'zod/mini';

/**
 * The body of every HTTP error: the spec reads 'error' or 'message', and 'code' (spec 1 §7).
 * The server always sends all three; a reader takes what is there and of the right type.
 */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
});
/** An HTTP error body as the server writes it. */
export type ErrorBody = z.infer<typeof ErrorBody>;

const text = z.catch(z.optional(z.string()), undefined);

/** An error body as a client reads it: each field may be absent or of the wrong type. */
export const ErrorAnswer = z.catch(
  z.object({ error: text, message: text, code: text }),
  () => ({}),
);
/** What a client could read from an error answer. */
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
