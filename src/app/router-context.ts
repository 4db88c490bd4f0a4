import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives: loaders call `context.queryClient.ensureQueryData(...)`. */
export interface RouterContext {
  queryClient: QueryClient;
}
