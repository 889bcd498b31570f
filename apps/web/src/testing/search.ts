import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { createRouterTransport, type ServiceImpl } from '@connectrpc/connect';
import {
  SearchKind,
  SearchService,
  type Suggestion,
  SuggestionSchema,
} from '@earshot/contract/search/v1/search';

export type SearchImpl = Partial<ServiceImpl<typeof SearchService>>;

/** A typed fake SearchService: nothing found unless the test says. */
export function searchTransport(handlers: SearchImpl = {}) {
  return createRouterTransport(({ service }) => {
    service(SearchService, {
      search: () => ({}),
      suggest: () => ({}),
      facets: () => ({}),
      ...handlers,
    });
  });
}

let nextId = 1;

/** A suggestion with plausible defaults: an artist. */
export function makeSuggestion(
  overrides: MessageInitShape<typeof SuggestionSchema> = {},
): Suggestion {
  return create(SuggestionSchema, {
    kind: SearchKind.ARTIST,
    id: String(nextId++),
    text: 'The Test Pilots',
    ...overrides,
  });
}
