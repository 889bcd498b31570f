import type { Db } from '~/db/client';
import { createUserRepo } from '~/modules/account';
import { createAuditLog, type Actor } from './audit-log';
import { createOperatorRepo } from './operator.repo';

/** A grant or revoke that cannot be done: no such account, say. The message says why. */
export class GrantError extends Error {
  override name = 'GrantError';
}

export type GrantVerb = 'grant' | 'revoke';

/** What a grant or revoke did, in words for the command line. */
export interface GrantOutcome {
  changed: boolean;
  message: string;
}

/**
 * Grants or revokes the operator role by e-mail (ADR 0028), with its audit entry in the same
 * transaction. The command line calls it directly (the database free, or PostgreSQL) or
 * through the running server's operator inbox (embedded database held by the server).
 */
export function createGrants(db: Db) {
  const users = createUserRepo(db);
  const roles = createOperatorRepo(db);
  const audit = createAuditLog(db);
  return {
    async apply(
      verb: GrantVerb,
      rawEmail: string,
      reason: string,
      actor: Actor,
    ): Promise<GrantOutcome> {
      const email = rawEmail.trim().toLowerCase();
      const found = await users.findByEmail(email);
      if (found?.user.status !== 'active')
        throw new GrantError(`No account with the e-mail ${email}: nothing was changed.`);
      const userId = found.user.id;
      const changed = await db.transaction(async (tx) => {
        const done =
          verb === 'grant' ? await roles.grant(userId, tx) : await roles.revoke(userId, tx);
        if (done) {
          await audit.append(
            {
              actor,
              action: verb === 'grant' ? 'operator.grant' : 'operator.revoke',
              target: email,
              before: { operator: verb !== 'grant' },
              after: { operator: verb === 'grant' },
              reason,
            },
            tx,
          );
        }
        return done;
      });
      const message =
        verb === 'grant'
          ? changed
            ? `${email} is now an operator.`
            : `${email} was already an operator: nothing was changed.`
          : changed
            ? `${email} is no longer an operator.`
            : `${email} was not an operator: nothing was changed.`;
      return { changed, message };
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
