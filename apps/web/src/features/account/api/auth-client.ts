import { AuthError } from './auth-error';

/** The signed-in user as the session answers it (spec 1 §3 User). */
export interface SessionUser {
  id: string;
  email: string | null;
  name: string | null;
  image: string | null;
  walletAddress: string | null;
}

/** A successful sign-in: the user and when the session ends (ISO date). */
export interface SignedIn {
  user: SessionUser;
  expires: string;
}

/** What sign-in needs to know about an e-mail (spec 1 §3 check-email result). */
export interface EmailCheck {
  emailExists: boolean;
  linkedToGoogle: boolean;
  hasPassword: boolean;
}

/** A code was mailed; it lives `expiresIn` seconds. */
export interface CodeSent {
  expiresIn: number;
}

/** What the server offers: Google sign-in, and in development the outbox page. */
export interface AuthConfig {
  googleEnabled: boolean;
  devOutboxUrl: string | null;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/auth/${path}`, {
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
  return answer as T;
}

/** The spec's web calls under /api/auth (spec 1 §7), one function each. */
export const authApi = {
  config: () => call<AuthConfig>('GET', 'config'),
  session: () => call<{ user: SessionUser | null; expires: string | null }>('GET', 'session'),
  checkEmail: (email: string) => call<EmailCheck>('POST', 'check-email', { email }),
  register: (input: { email: string; password: string; name: string | null }) =>
    call<CodeSent>('POST', 'register', input),
  resendSignupCode: (email: string) => call<CodeSent>('POST', 'send-otp', { email }),
  verifySignup: (email: string, otp: string) =>
    call<SignedIn>('POST', 'verify-otp', { email, otp }),
  signIn: (email: string, password: string) =>
    call<SignedIn>('POST', 'signin', { email, password }),
  signOut: () => call<unknown>('POST', 'signout'),
  requestPasswordReset: (email: string) => call<CodeSent>('POST', 'forgot-password', { email }),
  resetPassword: (input: { email: string; otp: string; password: string }) =>
    call<SignedIn>('POST', 'reset-password', input),
};

/** Where the browser goes to sign in with Google (a full page visit: the server redirects). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
