import { type TagCountDto, type TagSuggestionDto, useListMyTags, useSuggestTags } from '@api';
import { useSession } from '@/lib/session';

const NO_TAGS: TagCountDto[] = [];
const NO_SUGGESTIONS: TagSuggestionDto[] = [];

/** The member's tags, the most used first (GET /api/tags/mine): the Profile's tag filter. */
export function useMyTags() {
  const { isAuthenticated } = useSession();
  const query = useListMyTags({ swr: { enabled: isAuthenticated } });
  return { tags: query.data ?? NO_TAGS, isLoading: query.isLoading };
}

/** Tags to offer while the member types one (GET /api/tags/suggestions?q=): theirs first, then the site's most used. */
export function useTagSuggestions(typed: string, enabled = true) {
  const { isAuthenticated } = useSession();
  const q = typed.trim().toLowerCase();
  const valid = /^[a-z0-9-]{0,30}$/.test(q);
  const query = useSuggestTags(
    { q: q || undefined, limit: 10 },
    { swr: { enabled: isAuthenticated && enabled && valid, keepPreviousData: true } },
  );
  return { suggestions: query.data?.items ?? NO_SUGGESTIONS, isLoading: query.isLoading };
}
