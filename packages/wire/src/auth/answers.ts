import * as z from 'zod/mini';
import { SessionMethod, SessionUser } from './session-user';

/** config: what the server offers (Google sign-in, and in development the outbox page). */
export const AuthConfig = z.object({
  googleEnabled: z.boolean(),
  devOutboxUrl: z.nullable(z.string()),
});
/** The server's sign-in offer. */
export type AuthConfig = z.infer<typeof AuthConfig>;

/** session: the signed-in user, when the session ends (ISO date) and how it opened, or nulls. */
export const SessionAnswer = z.object({
  user: z.nullable(SessionUser),
  expires: z.nullable(z.string()),
  method: z.nullable(SessionMethod),
});
/** The session as the browser reads it. */
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** session-token: the token RPC calls and the socket carry, and when it ends. */
export const SessionTokenAnswer = z.object({ sessionToken: z.string(), expires: z.string() });
/** A session token answer. */
export type SessionTokenAnswer = z.infer<typeof SessionTokenAnswer>;

/** check-email: what sign-in needs to know about an e-mail (spec 1 §3); `exists` is the spec's name. */
export const EmailCheck = z.object({
  emailExists: z.boolean(),
  exists: z.boolean(),
  linkedToGoogle: z.boolean(),
  hasPassword: z.boolean(),
});
/** An e-mail check. */
export type EmailCheck = z.infer<typeof EmailCheck>;

/** forgot-password: a code was mailed; it lives `expiresIn` seconds. */
export const CodeSent = z.object({ success: z.literal(true), expiresIn: z.number() });
/** A code was mailed. */
export type CodeSent = z.infer<typeof CodeSent>;

/** send-otp: a sign-up code was mailed to this (normalised) address. */
export const SignupCodeSent = z.extend(CodeSent, { email: z.string() });
/** A sign-up code was mailed. */
export type SignupCodeSent = z.infer<typeof SignupCodeSent>;

/** register: the pending account's code was mailed. */
export const Registered = z.extend(SignupCodeSent, { message: z.string() });
/** A pending account was registered. */
export type Registered = z.infer<typeof Registered>;

/**
 * signin: the user, when the session ends (ISO date) and how it opened (the primary method);
 * the cookie carries the session.
 */
export const SignedIn = z.object({ user: SessionUser, expires: z.string(), method: SessionMethod });
/** A successful sign-in. */
export type SignedIn = z.infer<typeof SignedIn>;

/** verify-otp: the sign-up is confirmed and signed in. */
export const Verified = z.extend(SignedIn, { verified: z.literal(true) });
/** A confirmed sign-up. */
export type Verified = z.infer<typeof Verified>;

/** reset-password: the new password is set and signed in. */
export const PasswordReset = z.extend(SignedIn, { success: z.literal(true) });
/** A finished password reset. */
export type PasswordReset = z.infer<typeof PasswordReset>;

/** signout. */
export const SignedOut = z.object({ success: z.literal(true) });
/** A finished sign-out. */
export type SignedOut = z.infer<typeof SignedOut>;

/** change-password: the new password holds; every other session has ended. */
export const PasswordChanged = z.object({ success: z.literal(true) });
/** A finished password change. */
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** change-email/send-code: a code was mailed to the new address; it lives `expiresIn` seconds. */
export const EmailChangeCodeSent = SignupCodeSent;
/** An e-mail change code was mailed. */
export type EmailChangeCodeSent = z.infer<typeof EmailChangeCodeSent>;

/** change-email: the code held; the account's e-mail is now `user.email`. */
export const EmailChanged = z.object({ success: z.literal(true), user: SessionUser });
/** A finished e-mail change. */
export type EmailChanged = z.infer<typeof EmailChanged>;

/** delete-account: the account is gone (a tombstone stays) and every session has ended. */
export const AccountDeleted = z.object({ success: z.literal(true) });
/** A finished account deletion. */
export type AccountDeleted = z.infer<typeof AccountDeleted>;
