/**
 * The launch service's batch lookup (`POST /api/tokens/batch`) for any number of addresses. The
 * service takes at most BATCH_MAX (50) a request, so a longer list goes in chunks of 50, asked in
 * parallel, and their answers are merged. Nothing is dropped on the way: a token the service does not
 * know is in `notFound`, and anything that went wrong for an address (the service's own `errors`, a
 * chunk whose request failed, an address an answer left out) is in `errors` with its message, for the
 * caller to show. One failed request does not fail the others; the lookup fails only when all did.
 */

import { chunks } from '@interface/chunks';
import { BATCH_MAX, type BatchResponse, type BatchToken, batchResponseSchema } from '@interface/tokens';
import { env } from '@/app/env';
import { isApiError } from './api-error';
import { postJson } from './http';

export interface BatchLookupOptions {
  includeMetrics?: boolean;
  includeHolders?: boolean;
  includeSocials?: boolean;
  signal?: AbortSignal;
}

export interface BatchLookup {
  /** By lower-case address. */
  tokens: ReadonlyMap<string, BatchToken>;
  /** Lower-case addresses. */
  notFound: ReadonlySet<string>;
  /** Lower-case address → what went wrong for it. */
  errors: ReadonlyMap<string, string>;
}

export const NOT_ANSWERED = 'The service’s answer left this token out.';

const messageOf = (reason: unknown) =>
  isApiError(reason) ? reason.message : 'The lookup failed for an unexpected reason.';

/** Lower-case, each address once, in order: the service keys its answer by lower-case address. */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter((a) => a !== ''))];
}

/** Merges each chunk's outcome, in the order of `parts` (one settled result per chunk). */
export function mergeBatches(
  parts: readonly (readonly string[])[],
  results: readonly PromiseSettledResult<BatchResponse>[],
): BatchLookup {
  const tokens = new Map<string, BatchToken>();
  const notFound = new Set<string>();
  const errors = new Map<string, string>();
  parts.forEach((addresses, i) => {
    const result = results[i];
    if (!result || result.status === 'rejected') {
      const message = result ? messageOf(result.reason) : NOT_ANSWERED;
      for (const address of addresses) errors.set(address.toLowerCase(), message);
      return;
    }
    const { value } = result;
    for (const token of value.tokens) tokens.set(token.address.toLowerCase(), token);
    for (const address of value.notFound) notFound.add(address.trim().toLowerCase());
    for (const { address, message } of value.errors) errors.set(address.trim().toLowerCase(), message);
    for (const address of addresses) {
      const key = address.toLowerCase();
      if (!tokens.has(key) && !notFound.has(key) && !errors.has(key)) errors.set(key, NOT_ANSWERED);
    }
  });
  return { tokens, notFound, errors };
}

/** Every address looked up, 50 a request, all requests at once (see the module's comment). */
export async function batchLookup(
  addresses: readonly string[],
  options: BatchLookupOptions = {},
): Promise<BatchLookup> {
  const { signal, includeMetrics = true, includeHolders = true, includeSocials = false } = options;
  const parts = chunks(uniqueAddresses(addresses), BATCH_MAX);
  const results = await Promise.allSettled(
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
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed && results.every((r) => r.status === 'rejected')) throw failed.reason;
  return mergeBatches(parts, results);
}
