import * as z from 'zod/mini';
import { storableString } from '../text';

// Shapes only (types, sane lengths, storable text): the rules and their words live in
// @earshot/domain, so a missing or empty field reaches them and is answered in the spec's words.
const text = (max: number) => z.optional(storableString().check(z.maxLength(max)));
const email = text(320);
const password = text(1024);
const otp = text(32);

const walletAddress = text(64);

/** check-email and forgot-password: an e-mail address. */
export const EmailBody = z.object({ email });
/** An e-mail body. */
export type EmailBody = z.infer<typeof EmailBody>;

/** signin: e-mail and password. */
export const SignInBody = z.object({ email, password });
/** A sign-in body. */
export type SignInBody = z.infer<typeof SignInBody>;

/** register: e-mail, password and an optional name (null when left empty). */
export const RegisterBody = z.object({
  email,
  password,
  name: z.optional(z.nullable(storableString().check(z.maxLength(200)))),
});
/** A sign-up body. */
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * send-otp: an e-mail address; with `walletAddress`, the signed-in wallet user's request to
 * link it (Connect Email, spec 1 §7).
 */
export const SendOtpBody = z.object({ email, walletAddress });
/** A send-otp body. */
export type SendOtpBody = z.infer<typeof SendOtpBody>;

/**
 * verify-otp: the e-mail and the code mailed to it; with `linkToWeb3`, also the password to
 * set and the caller's wallet (Connect Email, spec 1 §7).
 */
export const VerifyBody = z.object({
  email,
  otp,
  password,
  linkToWeb3: z.optional(z.boolean()),
  walletAddress,
});
/** A code check body. */
export type VerifyBody = z.infer<typeof VerifyBody>;

/** reset-password: the e-mail, the code mailed to it and the new password. */
export const ResetBody = z.object({ email, otp, password });
/** A password reset body. */
export type ResetBody = z.infer<typeof ResetBody>;

/** change-password: the current password and the new one (the signed-in caller's own). */
export const ChangePasswordBody = z.object({ currentPassword: password, newPassword: password });
/** A password change body. */
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
