import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  type ListeningService,
  type ListeningSessionSummary,
  ListeningSessionSummarySchema,
} from '@earshot/contract/listening/v1/listening';

export type ListeningImpl = Partial<ServiceImpl<typeof ListeningService>>;

/** What the fake answers when a test does not say: nobody has listened yet. */
export const newListener: ListeningImpl = {
  getUnprocessedListeningDuration: () => ({ totalDuration: 0 }),
  listListeningSessions: () => ({ sessions: [], total: 0 }),
};

let nextId = 1;
const at = new Date('2026-03-02T10:00:00Z');

/** A listening session summary with plausible defaults: ended, 45 s credited. */
export function makeSessionSummary(
  overrides: MessageInitShape<typeof ListeningSessionSummarySchema> = {},
): ListeningSessionSummary {
  const id = nextId++;
  return create(ListeningSessionSummarySchema, {
    sessionId: `5e5510${String(id).padStart(2, '0')}-0000-4000-8000-000000000000`,
    trackId: 31,
    trackTitle: 'E2E Track 31',
    status: 'ended',
    startedAt: timestampFromDate(at),
    creditedSeconds: 45,
    endReason: 'ended',
    zeroReason: '',
    ...overrides,
  });
}
