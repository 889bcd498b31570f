import { skipToken, useQuery } from '@connectrpc/connect-query';
import { SearchService } from '@earshot/contract/search/v1/search';
import { isBlankQuery, SEARCH_UI } from '../search-rules';
import { useDebounced } from '@/hooks/use-debounced';

/**
 * Suggestions for the text once typing pauses for 300 ms, at most 8 (spec 1 §2). Blank text
 * asks nothing (spec 2 §5); a failure reads as no suggestions (spec 2 §8), but is not an answer.
 */
export function useSuggestions(text: string) {
  const q = useDebounced(text.trim(), SEARCH_UI.debounceMs);
  const settled = q === text.trim();
  const query = useQuery(
    SearchService.method.suggest,
    // The server's default limit is the box's 8.
    isBlankQuery(q) ? skipToken : { q },
    { placeholderData: (previous) => previous },
  );
  return {
    q,
    settled,
    /** The server answered the settled text (not an earlier text's answer kept meanwhile). */
    answered: settled && query.isSuccess && !query.isPlaceholderData,
    suggestions: query.isError || isBlankQuery(q) ? [] : (query.data?.suggestions ?? []),
  };
}
