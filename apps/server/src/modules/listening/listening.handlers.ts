import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import type { ListeningService as ListeningServiceDesc } from '@earshot/contract/listening/v1/listening';
import { requireCaller } from '~/rpc/auth-context';
import type { ListenSummary } from './listen-summary.service';
import type { ListeningService } from './listening.service';
import type { SessionHistory } from './session-history.service';

/** The listening RPC handlers: every call is the signed-in caller's own. */
export function listeningHandlers(deps: {
  listening: Pick<ListeningService, 'unprocessedMs'>;
  history: SessionHistory;
  summary: ListenSummary;
}): ServiceImpl<typeof ListeningServiceDesc> {
  return {
    async getUnprocessedListeningDuration(_req, ctx) {
      const unprocessedMs = await deps.listening.unprocessedMs(requireCaller(ctx).userId);
      return { totalDuration: unprocessedMs / 1000 };
    },
    async listListeningSessions(req, ctx) {
      const { rows, total } = await deps.history.page(requireCaller(ctx).userId, req);
      return {
        total,
        sessions: rows.map((row) => ({
          sessionId: row.id,
          trackId: row.trackId,
          trackTitle: row.trackTitle ?? '',
          status: row.status,
          startedAt: timestampFromDate(row.startedAt),
          creditedSeconds: row.creditedMs / 1000,
          endReason: row.endReason ?? '',
          zeroReason: row.zeroReason,
        })),
      };
    },
    async listRecentListens(req, ctx) {
      const rows = await deps.summary.recent(requireCaller(ctx).userId, req);
      return {
        listens: rows.map((row) => ({ ...row, listenedAt: timestampFromDate(row.listenedAt) })),
      };
    },
    async listTopArtists(req, ctx) {
      return { artists: await deps.summary.topArtists(requireCaller(ctx).userId, req) };
    },
  };
}
