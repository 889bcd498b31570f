import { globalParams } from '@/config/paths';

/** Where the authentication modal starts. */
export type AuthEntry = 'signin' | 'signup';

/** Which modal the address asks for (spec 1 §2: signin=true, signup=true). */
export function requestedEntry(params: URLSearchParams): AuthEntry | null {
  if (params.get(globalParams.signIn) === 'true') return 'signin';
  if (params.get(globalParams.signUp) === 'true') return 'signup';
  return null;
}
