import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { periodic } from '~/jobs/periodic';
import type { Logger } from '~/logger';
import type { JobObserver } from '~/metrics/metrics';
import { createOAuthRequestRepo } from './google/oauth-request.repo';
import { createOtpRepo } from './credentials/otp.repo';
import { createSessionRepo } from './sessions/session.repo';
import { createWalletRepo } from './wallet/wallet.repo';

/**
 * Expired codes are kept a day, so a user who types an old code is still told it expired
 * (not that it is wrong); sessions and OIDC requests go as soon as they expire.
 */
const CODE_KEPT_MS = 24 * 3600_000;
const EVERY_HOUR = 3600;

/** Deletes what can no longer be used: expired sessions, codes, OIDC requests, wallet nonces and proofs. */
export async function sweepExpired(db: Db, now: Date) {
  const [sessions, codes, oauthRequests, wallet] = await Promise.all([
    createSessionRepo(db).deleteExpired(now),
    createOtpRepo(db).deleteExpiredBefore(new Date(now.getTime() - CODE_KEPT_MS)),
    createOAuthRequestRepo(db).deleteExpired(now),
    createWalletRepo(db).deleteExpired(now),
  ]);
  return { sessions, codes, oauthRequests, wallet };
}

/** The hourly sweep (createServices wires it with the other jobs), once an hour across instances. */
export function createHousekeepingJob(deps: {
  db: Db;
  clock: Clock;
  log: Logger;
  observe?: JobObserver | undefined;
}) {
  return periodic(
    async () => {
      const swept = await sweepExpired(deps.db, deps.clock.now());
      if (swept.sessions + swept.codes + swept.oauthRequests + swept.wallet > 0) {
        deps.log.info(swept, 'expired sign-in records deleted');
      }
    },
    {
      intervalSeconds: EVERY_HOUR,
      log: deps.log,
      failure: 'housekeeping failed',
      shared: { db: deps.db, name: 'housekeeping' },
      observe: deps.observe,
    },
  );
}
