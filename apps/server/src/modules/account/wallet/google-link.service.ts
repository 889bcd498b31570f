import { checkEmail, normalizeEmail, normalizeWallet } from '@earshot/domain';
import type { OAuthLinkingCode } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import type { OidcClaims } from '../google/google-oidc';
import { newId } from '../secrets';
import type { UserRepo } from '../user.repo';

const refused = (code: OAuthLinkingCode) => new AppError('conflict', code);

/**
 * A wallet user links Google (spec 1 §4 Web3-OAuth linking), after the OIDC checks: the
 * signed-in user must hold the wallet the round trip started for; Google's verified e-mail
 * becomes the account's when it has none and nobody else registered it. Every refusal is one
 * of spec 1 §8's oauth_error codes.
 */
export function createGoogleLinkService(deps: { users: UserRepo; clock: Clock }) {
  const { users, clock } = deps;
  return {
    /** The wallet a signed-in user may start linking Google for; an oauth_error code else. */
    async walletToLink(userId: string | undefined): Promise<string> {
      if (!userId) throw refused('oauth_request_not_found');
      const wallet = (await users.findById(userId))?.walletAddress;
      if (!wallet) throw refused('wallet_not_found');
      return wallet;
    },

    async link(
      userId: string | undefined,
      claims: OidcClaims,
      walletCookie: string | undefined,
    ): Promise<void> {
      if (!userId) throw refused('oauth_request_not_found');
      const caller = await users.findById(userId);
      if (!caller?.walletAddress) throw refused('wallet_not_found');
      if (normalizeWallet(walletCookie) !== caller.walletAddress) {
        throw refused('security_violation_wallet_mismatch');
      }
      const holder = await users.findIdByIdentity('google', claims.sub);
      if (holder === userId) return;
      if (holder) throw refused('email_already_exists');
      if (caller.linkedToGoogle) throw refused('wallet_already_linked');
      const email = normalizeEmail(claims.email ?? '');
      if (checkEmail(email) || !claims.emailVerified) throw refused('oauth_processing_error');
      if (caller.user.email && caller.user.email !== email) {
        throw refused('user_already_has_different_email');
      }
      const now = clock.now();
      const attached = await users.attachGoogle({
        userId,
        identityId: newId(now),
        subject: claims.sub,
        email,
        now,
      });
      if (!attached) throw refused('email_already_registered');
    },
  };
}

/** The Google linking service's shape. */
export type GoogleLinkService = ReturnType<typeof createGoogleLinkService>;
