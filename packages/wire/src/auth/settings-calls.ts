import {
  AccountDeleted,
  EmailChangeCodeSent,
  EmailChanged,
  PasswordChanged,
  SignedOut,
} from './answers';
import { post } from './calls';
import { ChangePasswordBody, EmailBody, VerifyBody } from './requests';

/**
 * The signed-in user's own /api/auth calls, for /user/settings (issue 13). Kept apart from
 * AUTH_CALLS so the first page, which carries AUTH_CALLS, does not carry these (ADR 0010).
 */
export const SETTINGS_CALLS = {
  changePassword: post('change-password', ChangePasswordBody, PasswordChanged),
  /** Ends every session of the caller, this one included. */
  signOutEverywhere: post('signout-everywhere', undefined, SignedOut),
  /** Mails a six-digit code to the address the caller wants instead (ADR 0023). */
  sendEmailChangeCode: post('change-email/send-code', EmailBody, EmailChangeCodeSent),
  /** Changes the caller's e-mail once the code mailed to the new address holds. */
  changeEmail: post('change-email', VerifyBody, EmailChanged),
  /** Deletes the caller's account and ends every session of it (ADR 0023). */
  deleteAccount: post('delete-account', undefined, AccountDeleted),
} as const;
