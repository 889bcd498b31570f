import { SETTINGS_CALLS } from '@earshot/wire';
import { send } from './auth-client';

/** The signed-in user's own /api/auth calls, for /user/settings only (its chunk carries them). */
export const settingsApi = {
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    send(SETTINGS_CALLS.changePassword, input),
  signOutEverywhere: () => send(SETTINGS_CALLS.signOutEverywhere, undefined),
};
