import type { QueryParams } from '@/lib/http';

/** Every query key of discovery, from one place, so invalidation can target a whole family. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  tokenLists: () => [...discoveryKeys.all, 'token-list'] as const,
  tokenList: (query: QueryParams) => [...discoveryKeys.tokenLists(), query] as const,
};
