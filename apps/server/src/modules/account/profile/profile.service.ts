import {
  ACCOUNT_TEXTS,
  checkEmail,
  checkImageUrl,
  checkUsername,
  normalizeEmail,
  normalizeProfileName,
  normalizeUsername,
  type FieldProblem,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { isUniqueViolation } from '~/db/sqlstate';
import { AppError } from '~/errors';
import { toProfile, type Profile } from '../account-user';
import type { ProfilePatch, UserRepo } from '../user.repo';

/** A profile change as asked: only the fields given change; an empty string clears. */
export interface ProfileChange {
  name?: string | undefined;
  email?: string | undefined;
  image?: string | undefined;
  username?: string | undefined;
  background?: string | undefined;
}

const invalid = (problem: FieldProblem | undefined) => {
  if (problem) throw new AppError('validation', problem.code, problem.message);
};

/** Reading and changing one's own profile (spec 2 §7 getUser, updateUser). */
export function createProfileService(deps: { users: UserRepo; clock: Clock }) {
  const { users, clock } = deps;

  const load = async (userId: string): Promise<Profile> => {
    const found = await users.findById(userId);
    if (!found) throw new AppError('not_found', REASONS.userNotFound);
    return toProfile(found);
  };

  return {
    getProfile: load,

    /**
     * Applies a change with spec 1 §5's normalisation: name trimmed, spaces collapsed, cut
     * at 100; username lowercased, 3 to 30 of [a-z0-9_-], unique; image and background
     * http(s) URLs. The e-mail may be given only as it is: changing it needs a code.
     */
    async updateProfile(userId: string, change: ProfileChange): Promise<Profile> {
      const current = await load(userId);
      const patch: ProfilePatch = {};
      if (change.name !== undefined) patch.name = normalizeProfileName(change.name) || null;
      for (const field of ['image', 'background'] as const) {
        const value = change[field]?.trim();
        if (value === undefined) continue;
        if (value !== '') invalid(checkImageUrl(value, field));
        patch[field] = value || null;
      }
      if (change.username !== undefined) {
        const username = normalizeUsername(change.username);
        if (username !== '') invalid(checkUsername(username));
        if (username && (await users.usernameTaken(username, userId))) {
          throw new AppError('conflict', REASONS.usernameTaken, ACCOUNT_TEXTS.usernameTaken);
        }
        patch.username = username || null;
      }
      if (change.email !== undefined) {
        const email = normalizeEmail(change.email);
        if (checkEmail(email)) {
          throw new AppError('validation', 'email_invalid', ACCOUNT_TEXTS.emailInvalidProvided);
        }
        if (email !== current.email) {
          const holder = await users.findByEmail(email);
          if (holder) {
            throw new AppError(
              'conflict',
              REASONS.emailAlreadyRegistered,
              ACCOUNT_TEXTS.emailRegisteredElsewhere,
            );
          }
          throw new AppError(
            'permission_denied',
            REASONS.emailChangeNeedsVerification,
            'Changing your email address needs a verification code; it cannot be changed here.',
          );
        }
      }
      if (Object.keys(patch).length > 0) {
        try {
          await users.updateProfile(userId, patch, clock.now());
        } catch (err) {
          // Two accounts claiming one username at the same moment: the index decides.
          if (isUniqueViolation(err)) {
            throw new AppError('conflict', REASONS.usernameTaken, ACCOUNT_TEXTS.usernameTaken);
          }
          throw err;
        }
      }
      return load(userId);
    },
  };
}

/** The profile service's shape. */
export type ProfileService = ReturnType<typeof createProfileService>;
