import { SETTINGS_CALLS } from '@earshot/wire';
import { send } from './auth-client';

/** The signed-in user's own /api/auth calls, for /user/settings only (its chunk carries them). */
export const settingsApi = {
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    send(SETTINGS_CALLS.changePassword, input),
  signOutEverywhere: () => send(SETTINGS_CALLS.signOutEverywhere, undefined),
  sendEmailChangeCode: (email: string) => send(SETTINGS_CALLS.sendEmailChangeCode, { email }),
  changeEmail: (input: { email: string; otp: string }) => send(SETTINGS_CALLS.changeEmail, input),
  deleteAccount: () => send(SETTINGS_CALLS.deleteAccount, undefined),
};
