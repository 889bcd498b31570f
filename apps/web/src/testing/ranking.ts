import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import {
  type LeaderboardEntry,
  LeaderboardEntrySchema,
  RankingService,
} from '@earshot/contract/ranking/v1/ranking';
import { emptyCatalog } from './catalog';

type RankingImpl = Partial<ServiceImpl<typeof RankingService>>;

/** Typed fakes of RankingService (an empty board, unranked, unless told), beside the catalogue. */
export function rankingTransport(handlers: RankingImpl = {}) {
  return createRouterTransport(({ service }) => {
    service(CatalogService, emptyCatalog);
    service(RankingService, {
      getLeaderboard: () => ({ entries: [], total: 0 }),
      getUserRank: () => ({ rank: 0 }),
      ...handlers,
    });
  });
}

let nextId = 1;

/** A board entry with plausible defaults; combinedTotal is the sum unless told. */
export function makeEntry(
  overrides: MessageInitShape<typeof LeaderboardEntrySchema> = {},
): LeaderboardEntry {
  const id = nextId++;
  const totalPoints = overrides.totalPoints ?? 100;
  const referralPoints = overrides.referralPoints ?? 0;
  return create(LeaderboardEntrySchema, {
    id: `centry${String(id).padStart(19, '0')}`,
    displayName: `Listener ${id}`,
    combinedTotal: totalPoints + referralPoints,
    rank: 1,
    ...overrides,
    totalPoints,
    referralPoints,
  });
}
