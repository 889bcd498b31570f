import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { SearchService as SearchServiceDesc } from '@earshot/contract/search/v1/search';
import { callerKey } from '~/rpc/auth-context';
import { fromWireKind, toHit, toSuggestion, toWireKind } from './search.mappers';
import type { SearchService } from './search.service';

const viewer = (ctx: HandlerContext) => ctx.values.get(callerKey)?.userId;

/** SearchService's handlers: translate only; a signed-in caller also finds their own playlists. */
export function searchHandlers(search: SearchService) {
  return {
    async search(req, ctx) {
      const kind = fromWireKind(req.kind);
      if (kind) {
        const res = await search.search(kind, req, viewer(ctx));
        return { hits: res.hits.map(toHit), totalCount: res.totalCount, page: res.page };
      }
      const res = await search.unified(req, viewer(ctx));
      return {
        page: 1,
        totalCount: res.groups.reduce((sum, g) => sum + g.totalCount, 0),
        ...(res.topResult ? { topResult: toHit(res.topResult) } : {}),
        groups: res.groups.map((g) => ({
          kind: toWireKind(g.kind),
          hits: g.hits.map(toHit),
          totalCount: g.totalCount,
        })),
      };
    },
    async suggest(req, ctx) {
      const rows = await search.suggest(req.q, req.limit, viewer(ctx));
      return { suggestions: rows.map(toSuggestion) };
    },
    async facets(req) {
      return { facets: await search.facets(req) };
    },
  } satisfies ServiceImpl<typeof SearchServiceDesc>;
}
