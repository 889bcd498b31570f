import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import {
  type LedgerEntry,
  LedgerEntrySchema,
  LedgerKind,
  RewardsService,
} from '@earshot/contract/rewards/v1/rewards';
import { emptyCatalog } from './catalog';
import { type ListeningImpl, newListener } from './listening';

type RewardsImpl = Partial<ServiceImpl<typeof RewardsService>>;

/** What the fake answers when a test does not say: a new account (zeros, rate 1). */
const newAccount: RewardsImpl = {
  getUserPoints: () => ({ currentPoints: 0, point: 0, pointRate: 1 }),
  getListeningState: () => ({ totalDuration: 0, boostRate: 1, referralRate: 1, pointRate: 1 }),
  getUserStatistics: () => ({}),
  listLedgerEntries: () => ({ entries: [], total: 0 }),
};

/**
 * Typed fakes of RewardsService and ListeningService (a new account unless told), beside the
 * empty catalogue: what a signed-in user's pages read.
 */
export function rewardsTransport(handlers: RewardsImpl = {}, listening: ListeningImpl = {}) {
  return createRouterTransport(({ service }) => {
    service(CatalogService, emptyCatalog);
    service(RewardsService, { ...newAccount, ...handlers });
    service(ListeningService, { ...newListener, ...listening });
  });
}

let nextId = 1;
const at = new Date('2026-03-02T10:00:00Z');

/** A listening ledger entry with plausible defaults. */
export function makeLedgerEntry(
  overrides: MessageInitShape<typeof LedgerEntrySchema> = {},
): LedgerEntry {
  const id = nextId++;
  return create(LedgerEntrySchema, {
    entryId: String(id),
    kind: LedgerKind.LISTENING,
    amount: 45,
    createdAt: timestampFromDate(at),
    sessionId: `5e5510${String(id).padStart(2, '0')}-0000-4000-8000-000000000000`,
    trackId: 31,
    trackTitle: 'E2E Track 31',
    creditedSeconds: 45,
    rate: 1,
    ...overrides,
  });
}
