import {
  AUTH_CALLS,
  AUTH_PREFIX,
  CLIENT_REASONS,
  GOOGLE_PATHS,
  SOMETHING_WENT_WRONG,
  type AnyAuthCall,
  type AuthAnswer,
  type AuthBody,
  type AuthCallName,
  type CallAnswer,
  type CallBody,
  type EmailCheck as EmailCheckAnswer,
  type SessionAnswer,
  type SignedIn,
} from '@earshot/wire';
import { AuthError } from './auth-error';

/** The /api/auth bodies and answers the web reads, as @earshot/wire declares them. */
export type { AuthConfig, CodeSent, SessionMethod, SessionUser, SignedIn } from '@earshot/wire';

/** The session answer as a sign-in (user, expiry, primary method), or null for a visitor. */
export function signedInOf(answer: SessionAnswer): SignedIn | null {
  const { user, expires, method } = answer;
  return user && expires && method ? { user, expires, method } : null;
}

/** What sign-in reads of an e-mail check (the answer's `exists` repeats `emailExists`). */
export type EmailCheck = Omit<EmailCheckAnswer, 'exists'>;

/**
 * Makes one /api/auth call: the body built to its schema's type, the answer read with its
 * schema. A refusal, a lost call or an answer of the wrong shape throws an AuthError.
 */
export async function send<C extends AnyAuthCall>(
  definition: C,
  body: CallBody<C>,
): Promise<CallAnswer<C>> {
  const { method, path, answer: schema } = definition;
  let res: Response;
  try {
    res = await fetch(`${AUTH_PREFIX}/${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw AuthError.network();
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) throw AuthError.fromAnswer(res.status, answer);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new AuthError(res.status, CLIENT_REASONS.invalidAnswer, SOMETHING_WENT_WRONG);
  }
  return parsed.data as CallAnswer<C>;
}

const call = <N extends AuthCallName>(name: N, body: AuthBody<N>): Promise<AuthAnswer<N>> =>
  send(AUTH_CALLS[name], body as CallBody<(typeof AUTH_CALLS)[N]>);

/** The spec's web calls under /api/auth (spec 1 §7), one function each. */
export const authApi = {
  config: () => call('config', undefined),
  session: () => call('session', undefined),
  checkEmail: (email: string) => call('checkEmail', { email }),
  register: (input: { email: string; password: string; name: string | null }) =>
    call('register', input),
  resendSignupCode: (email: string) => call('sendOtp', { email }),
  verifySignup: (email: string, otp: string) => call('verifyOtp', { email, otp }),
  signIn: (email: string, password: string) => call('signIn', { email, password }),
  signOut: () => call('signOut', undefined),
  requestPasswordReset: (email: string) => call('forgotPassword', { email }),
  resetPassword: (input: { email: string; otp: string; password: string }) =>
    call('resetPassword', input),
};

/** Where the browser goes to sign in with Google (a full page visit: the server redirects). */
export const GOOGLE_SIGN_IN_URL = GOOGLE_PATHS.start;
