import type { SessionUser } from '@earshot/wire';
import type { UserWithIdentities } from './user.repo';

/** The signed-in user as the session answers it (spec 1 §3 User), declared in @earshot/wire. */
export type { SessionUser };

/** The whole profile (spec 1 §3 AuthUser). */
export interface Profile extends SessionUser {
  background: string | null;
  username: string | null;
}

/** The session's view of a user. */
export function toSessionUser({ user, walletAddress }: UserWithIdentities): SessionUser {
  return { id: user.id, email: user.email, name: user.name, image: user.image, walletAddress };
}

/** The profile's view of a user. */
export function toProfile(found: UserWithIdentities): Profile {
  return {
    ...toSessionUser(found),
    background: found.user.background,
    username: found.user.username,
  };
}
