import { checkEmail, checkImageUrl, normalizeEmail, normalizeProfileName } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import { toSessionUser } from '../account-user';
import type { SignedIn } from '../credentials/auth.service';
import type { OidcClaims } from './google-oidc';
import { newId } from '../secrets';
import type { SessionService } from '../sessions/session.service';
import type { UserRepo } from '../user.repo';

/**
 * Google sign-in after the OIDC checks: a known Google identity signs in; an e-mail account
 * is linked only when Google says the address is verified; anyone else gets a new account.
 */
export function createGoogleService(deps: {
  users: UserRepo;
  sessions: SessionService;
  clock: Clock;
}) {
  const { users, sessions, clock } = deps;
  const signInAs = async (userId: string, replacing?: string): Promise<SignedIn> => {
    const found = await users.findById(userId);
    if (!found) throw new AppError('not_found', REASONS.userNotFound);
    return { user: toSessionUser(found), session: await sessions.open(userId, 'web2', replacing) };
  };

  return {
    async signIn(claims: OidcClaims, replacing?: string): Promise<SignedIn> {
      const known = await users.findIdByIdentity('google', claims.sub);
      if (known) return signInAs(known, replacing);

      const email = normalizeEmail(claims.email ?? '');
      if (checkEmail(email)) throw new AppError('invalid_argument', REASONS.emailMissing);
      const now = clock.now();
      const identity = { id: newId(now), provider: 'google' as const, subject: claims.sub };
      const found = await users.findByEmail(email);
      if (found) {
        // Linking on an unverified address would hand the account to whoever typed it in.
        if (!claims.emailVerified || found.linkedToGoogle) {
          throw new AppError('conflict', REASONS.emailAlreadyRegistered);
        }
        await users.link({ userId: found.user.id, identity, now });
        return signInAs(found.user.id, replacing);
      }
      const userId = newId(now);
      await users.createActive({
        userId,
        email,
        emailVerifiedAt: claims.emailVerified ? now : null,
        name: normalizeProfileName(claims.name ?? '') || null,
        image: claims.picture && !checkImageUrl(claims.picture) ? claims.picture : null,
        identity,
      });
      return signInAs(userId, replacing);
    },
  };
}

/** The Google sign-in service's shape. */
export type GoogleService = ReturnType<typeof createGoogleService>;
