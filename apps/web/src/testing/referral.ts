import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import {
  type AvailableReward,
  AvailableRewardSchema,
  type Referee,
  RefereeSchema,
  RefereeState,
  ReferralService,
} from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { emptyCatalog } from './catalog';

type ReferralImpl = Partial<ServiceImpl<typeof ReferralService>>;

/** The programme's offers as the server lists them (ADR 0019). */
export const milestones: AvailableReward[] = [
  makeMilestone({ id: 'milestone-3', title: 'Three friends', minReferees: 3, value: 50 }),
  makeMilestone({
    id: 'milestone-5',
    title: 'Five friends',
    minReferees: 5,
    rewardType: 'boost',
    value: 0,
    boostId: 'boost-2x-1h',
  }),
  makeMilestone({ id: 'milestone-10', title: 'Ten friends', minReferees: 10, value: 250 }),
];

/** What the fake answers when a test does not say: a new member with no referees. */
export const newReferrer: ReferralImpl = {
  getUserReferralRewards: () => ({ summary: { point: 0, rank: 0 } }),
  listUserReferees: () => ({ referees: [], total: 0 }),
  getUserRewards: () => ({ rewards: [], totalCount: 0 }),
  listRewards: () => ({ rewards: milestones, total: milestones.length }),
  listPointBoosts: () => ({
    boosts: [
      { id: 'boost-1-5x-1h', title: '1.5x for 1 hour', multiplier: 1.5, cost: 50, isActive: true },
      { id: 'boost-2x-1h', title: '2x for 1 hour', multiplier: 2, cost: 100, isActive: true },
    ],
  }),
  getReferralStats: () => ({}),
  setReferrer: () => ({ success: true, message: 'Referrer set successfully' }),
};

/** Typed fakes of ReferralService (a new member unless told), beside the empty catalogue. */
export function referralTransport(handlers: ReferralImpl = {}) {
  return createRouterTransport(({ service }) => {
    service(CatalogService, emptyCatalog);
    service(ReferralService, { ...newReferrer, ...handlers });
    service(RewardsService, {
      getUserPoints: () => ({ currentPoints: 0, point: 0, pointRate: 1 }),
      getUserStatistics: () => ({}),
    });
  });
}

/** A milestone with plausible defaults. */
export function makeMilestone(
  overrides: MessageInitShape<typeof AvailableRewardSchema> = {},
): AvailableReward {
  return create(AvailableRewardSchema, {
    rewardType: 'points',
    description: 'A milestone',
    isActive: true,
    ...overrides,
  });
}

let nextId = 1;

/** A referee with plausible defaults: pending, 3 minutes listened. */
export function makeReferee(overrides: MessageInitShape<typeof RefereeSchema> = {}): Referee {
  const id = nextId++;
  return create(RefereeSchema, {
    referralId: `referral-${id}`,
    refereeId: `creferee${String(id).padStart(17, '0')}`,
    createdAt: timestampFromDate(new Date('2026-11-20T10:00:00Z')),
    state: RefereeState.PENDING,
    name: `Friend ${id}`,
    listenedSeconds: 180,
    ...overrides,
  });
}
