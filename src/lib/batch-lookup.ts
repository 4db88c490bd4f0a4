/**
 * The launch service's batch lookup (`POST /api/tokens/batch`) for any number of addresses: the
 * service takes at most BATCH_MAX (50) a request, so a longer list goes in chunks of 50, asked in
 * parallel, and their answers are merged. Tokens the service does not know come back in `notFound`
 * and per-address failures in `errors`: both are kept, never dropped, for the caller to show.
 */
import { BATCH_MAX, type BatchResponse, type BatchToken, batchResponseSchema } from '@interface/tokens';
import { env } from '@/app/env';
import { postJson } from './http';

export interface BatchLookupOptions {
  includeMetrics?: boolean;
  includeHolders?: boolean;
  includeSocials?: boolean;
  signal?: AbortSignal;
}

/** Lower-case, each address once, in order: the service keys its answer by lower-case address. */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter((a) => a !== ''))];
}

/** `list` cut into consecutive chunks of at most `size`. */
export function chunks<T>(list: readonly T[], size = BATCH_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The answers of several chunks as one answer. */
export function mergeBatchResponses(responses: readonly BatchResponse[]): BatchResponse {
  return {
    tokens: responses.flatMap((r) => r.tokens),
    notFound: responses.flatMap((r) => r.notFound),
    errors: responses.flatMap((r) => r.errors),
  };
}

/** The batch lookup of every address (chunks of 50 in parallel); one failed request fails the whole. */
export async function batchLookup(
  addresses: readonly string[],
  options: BatchLookupOptions = {},
): Promise<BatchResponse> {
  const { signal, includeMetrics = true, includeHolders = true, includeSocials = false } = options;
  const parts = chunks(uniqueAddresses(addresses));
  const responses = await Promise.all(
    parts.map((part) =>
      // A read despite the POST: safe to retry like any other.
      postJson(
        env.launchApiUrl,
        '/api/tokens/batch',
        { addresses: part, includeMetrics, includeHolders, includeSocials },
        batchResponseSchema,
        { signal, retries: 2 },
      ),
    ),
  );
  return mergeBatchResponses(responses);
}

/** The answer's tokens by lower-case address. */
export const tokensByAddress = (response: BatchResponse): ReadonlyMap<string, BatchToken> =>
  new Map(response.tokens.map((t) => [t.address.toLowerCase(), t]));
