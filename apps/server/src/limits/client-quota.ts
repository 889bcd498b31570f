import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import { networkOf } from './client-network';
import type { LimitRule, RateLimiter } from './rate-limiter';

/** Events allowed per hour from one client address, and from all of its network together. */
export interface ClientQuota {
  perAddress: number;
  perNetwork: number;
}

const HOUR_MS = 3_600_000;

/**
 * Counts one event of `name` for a client: its address, then its network (/24, /64), each
 * in its own hourly window; 429 in the spec's words past either. Counted before the work, so
 * parallel requests cannot slip through together (RateLimiter.consume).
 */
export function clientQuota(limiter: RateLimiter, name: string, quota: ClientQuota) {
  const address: LimitRule = {
    name: `${name}-address`,
    limit: quota.perAddress,
    windowMs: HOUR_MS,
  };
  const network: LimitRule = {
    name: `${name}-network`,
    limit: quota.perNetwork,
    windowMs: HOUR_MS,
  };
  return async (client: string): Promise<void> => {
    if (
      !(await limiter.consume(address, client)) ||
      !(await limiter.consume(network, networkOf(client)))
    ) {
      throw new AppError('rate_limited', REASONS.rateLimited);
    }
  };
}

/** A client quota's check: resolves, or throws 429. */
export type QuotaCheck = ReturnType<typeof clientQuota>;
