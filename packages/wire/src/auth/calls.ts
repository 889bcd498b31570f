import type * as z from 'zod/mini';
import {
  AuthConfig,
  CodeSent,
  EmailCheck,
  PasswordReset,
  Registered,
  SessionAnswer,
  SessionTokenAnswer,
  SignedIn,
  SignedOut,
  SignupCodeSent,
  Verified,
} from './answers';
import {
  EmailBody,
  RegisterBody,
  ResetBody,
  SendOtpBody,
  SignInBody,
  VerifyBody,
} from './requests';

/** One call under /api/auth: its method, its path below the prefix, its body and its answer. */
export interface AuthCall<Body extends z.ZodMiniType | undefined, Answer extends z.ZodMiniType> {
  method: 'GET' | 'POST';
  path: string;
  body: Body;
  answer: Answer;
}

/** Any auth call. */
export type AnyAuthCall = AuthCall<z.ZodMiniType | undefined, z.ZodMiniType>;

const get = <A extends z.ZodMiniType>(path: string, answer: A): AuthCall<undefined, A> => ({
  method: 'GET',
  path,
  body: undefined,
  answer,
});
/** A POST call under /api/auth. */
export const post = <B extends z.ZodMiniType | undefined, A extends z.ZodMiniType>(
  path: string,
  body: B,
  answer: A,
): AuthCall<B, A> => ({ method: 'POST', path, body, answer });

/** Where every /api/auth call lives (spec 1 §7). */
export const AUTH_PREFIX = '/api/auth';

/** The spec's web calls under /api/auth (spec 1 §7): the server registers them, the web calls them. */
export const AUTH_CALLS = {
  config: get('config', AuthConfig),
  session: get('session', SessionAnswer),
  sessionToken: get('session-token', SessionTokenAnswer),
  checkEmail: post('check-email', EmailBody, EmailCheck),
  register: post('register', RegisterBody, Registered),
  sendOtp: post('send-otp', SendOtpBody, SignupCodeSent),
  verifyOtp: post('verify-otp', VerifyBody, Verified),
  signIn: post('signin', SignInBody, SignedIn),
  signOut: post('signout', undefined, SignedOut),
  forgotPassword: post('forgot-password', EmailBody, CodeSent),
  resetPassword: post('reset-password', ResetBody, PasswordReset),
} as const;

/** The name of one auth call. */
export type AuthCallName = keyof typeof AUTH_CALLS;
/** The body a call sends (void when it sends none). */
export type AuthBody<N extends AuthCallName> = CallBody<(typeof AUTH_CALLS)[N]>;
/** The answer a call receives. */
export type AuthAnswer<N extends AuthCallName> = CallAnswer<(typeof AUTH_CALLS)[N]>;
/** The body any call sends (void when it sends none). */
export type CallBody<C extends AnyAuthCall> = C['body'] extends z.ZodMiniType
  ? z.input<C['body']>
  : void;
/** The answer any call receives. */
export type CallAnswer<C extends AnyAuthCall> = z.infer<C['answer']>;

/** Where Google sign-in starts (a full page visit: the server redirects) and returns. */
export const GOOGLE_PATHS = {
  start: `${AUTH_PREFIX}/google`,
  callback: `${AUTH_PREFIX}/google/callback`,
  /** A wallet user's Google linking (spec 1 §4 Web3-OAuth linking): start and callback. */
  linkWeb3: `${AUTH_PREFIX}/link-web3-oauth`,
  linkWeb3Callback: `${AUTH_PREFIX}/link-web3-oauth/callback`,
} as const;
