import { randomUUID } from 'node:crypto';
import {
  boostTitle,
  epToMilliEp,
  formatEp,
  milliEpToEp,
  RATE_FLOOR,
  type BoostOffer,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import type { Db, Tx } from '~/db/client';
import { AppError } from '~/errors';
import type { BoostPurchaseRow, BoostRepo } from './boosts.repo';
import { ledgerKeys, type Ledger } from './ledger';
import { offersIn, type RewardRules } from './reward-rules';

/** A boost running for a user, as answered. */
export interface RunningBoost {
  boostId: string;
  title: string;
  multiplier: number;
  startsAt: Date;
  endsAt: Date;
  secondsLeft: number;
}

/**
 * Point boosts: the offers, the one in force, and buying one, which spends EP through the
 * ledger in the same transaction that records the boost (ADR 0019). The offers' terms are the
 * reward rules in force (ADR 0028); a boost keeps the terms it was bought or granted at.
 */
/** A boost's terms as the buyer saw them on offer. */
export interface SeenTerms {
  cost: number;
  multiplier: number;
  durationSeconds: number;
}

const sameTerms = (offer: BoostOffer, seen: SeenTerms) =>
  offer.costEp === seen.cost &&
  offer.multiplier === seen.multiplier &&
  offer.durationSeconds === seen.durationSeconds;

export function createBoostService(deps: {
  db: Db;
  boosts: BoostRepo;
  ledger: Ledger;
  clock: Clock;
  rules: Pick<RewardRules, 'current' | 'inForce'>;
}) {
  const running = (row: BoostPurchaseRow | undefined, now: Date): RunningBoost | undefined =>
    row && {
      boostId: row.boostId,
      title: boostTitle(row.multiplier, (row.endsAt.getTime() - row.startsAt.getTime()) / 1000),
      multiplier: row.multiplier,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      secondsLeft: Math.ceil((row.endsAt.getTime() - now.getTime()) / 1000),
    };
  const offers = async () => offersIn(await deps.rules.current());
  return {
    /** The offers with the terms in force now. */
    offers,
    async running(userId: string) {
      const now = deps.clock.now();
      return running(await deps.boosts.strongestRunning(userId, now), now);
    },
    /** The boost rate in force: the highest running multiplier (boosts never stack), at least 1. */
    async boostRate(userId: string, on?: Db | Tx) {
      const row = await deps.boosts.strongestRunning(userId, deps.clock.now(), on);
      return Math.max(RATE_FLOOR, row?.multiplier ?? RATE_FLOOR);
    },
    /**
     * Ends, from now, the boost a reversed spend bought (ADR 0028): the refund takes the boost
     * back too, so the rate drops from the reversal on. In the reversal's transaction.
     */
    endBoughtBy: (tx: Tx, ledgerEntryId: number) =>
      deps.boosts.endBoughtBy(tx, ledgerEntryId, deps.clock.now()),
    /**
     * Grants a boost for nothing (a referral milestone), in the caller's transaction: a ledger
     * entry of 0 EP under `idempotencyKey` records the grant, and the boost starts now. A second
     * grant under the same key grants nothing. Answers whether this call granted it. The boost
     * runs with the terms in force (the cached rules: a read of its own would wait for `tx`).
     */
    async grant(tx: Tx, grant: { userId: string; boostId: string; idempotencyKey: string }) {
      const offer = offersIn(deps.rules.inForce()).find((o) => o.id === grant.boostId);
      if (!offer) throw new Error(`boosts: no offer ${grant.boostId}`);
      const { entryId, appended } = await deps.ledger.append(
        {
          userId: grant.userId,
          kind: 'bonus',
          amountMilliEp: 0,
          idempotencyKey: grant.idempotencyKey,
        },
        tx,
      );
      if (!appended) return false;
      const now = deps.clock.now();
      await deps.boosts.insert(tx, {
        id: randomUUID(),
        userId: grant.userId,
        boostId: offer.id,
        multiplier: offer.multiplier,
        startsAt: now,
        endsAt: new Date(now.getTime() + offer.durationSeconds * 1000),
        ledgerEntryId: entryId,
      });
      return true;
    },
    /**
     * Buys a boost: FailedPrecondition, spending nothing, when one at least as strong runs or
     * the balance is below the price. One account's purchases run one at a time. The price,
     * multiplier and duration are those in force at the purchase; the boost keeps them.
     */
    async purchase(userId: string, boostId: string, seen?: SeenTerms) {
      const offer = (await offers()).find((o) => o.id === boostId);
      if (!offer) throw new AppError('not_found', REASONS.boostNotFound, 'Boost not found');
      if (seen && !sameTerms(offer, seen)) {
        throw new AppError(
          'failed_precondition',
          REASONS.boostTermsChanged,
          `This boost's terms have changed: it is now ${offer.title} for ${offer.costEp} EP. Nothing was spent; check them and buy again.`,
        );
      }
      const now = deps.clock.now();
      const cost = epToMilliEp(offer.costEp);
      return deps.db.transaction(async (tx) => {
        await deps.boosts.lockBuyer(tx, userId);
        const current = await deps.boosts.strongestRunning(userId, now, tx);
        if (current && current.multiplier >= offer.multiplier) {
          throw new AppError(
            'failed_precondition',
            REASONS.boostAlreadyActive,
            `A boost of ${current.multiplier}x is already running until ${current.endsAt.toISOString()}.`,
          );
        }
        const balance = await deps.ledger.balance(userId, tx);
        if (balance < cost) {
          throw new AppError(
            'failed_precondition',
            REASONS.insufficientPoints,
            `Not enough EP: this boost costs ${offer.costEp} EP and you have ${formatEp(balance)} EP.`,
          );
        }
        const id = randomUUID();
        const { entryId } = await deps.ledger.append(
          {
            userId,
            kind: 'boost',
            amountMilliEp: -cost,
            idempotencyKey: ledgerKeys.boostPurchase(id),
          },
          tx,
        );
        const row: BoostPurchaseRow = {
          id,
          userId,
          boostId: offer.id,
          multiplier: offer.multiplier,
          startsAt: now,
          endsAt: new Date(now.getTime() + offer.durationSeconds * 1000),
          ledgerEntryId: entryId,
        };
        await deps.boosts.insert(tx, row);
        return { boost: running(row, now)!, currentPoints: milliEpToEp(balance - cost) };
      });
    },
  };
}

export type BoostService = ReturnType<typeof createBoostService>;
