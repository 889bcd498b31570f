// The search context's public surface: the composition imports only this (ADR 0007, 0017).
export { searchHandlers } from './search.handlers';
export { createSearchJob, SEARCH_TOP_INTERVAL_SECONDS } from './search-job';
export { createSearchIndex, type SearchIndex } from './memory/search-index';
export { createSearchRepo } from './search.repo';
export { registerSearchRoutes, SEARCH_API_KEY_HEADER, SEARCH_HTTP_PREFIX } from './search.routes';
export { createSearchService, type SearchService } from './search.service';
