import { PasswordChanged, SignedOut } from './answers';
import { post } from './calls';
import { ChangePasswordBody } from './requests';

/**
 * The signed-in user's own /api/auth calls, for /user/settings (issue 13). Kept apart from
 * AUTH_CALLS so the first page, which carries AUTH_CALLS, does not carry these (ADR 0010).
 */
export const SETTINGS_CALLS = {
  changePassword: post('change-password', ChangePasswordBody, PasswordChanged),
  /** Ends every session of the caller, this one included. */
  signOutEverywhere: post('signout-everywhere', undefined, SignedOut),
} as const;
