import type { BatchResponse, BatchToken } from '@interface/tokens';
import { chunks as chunksOf } from '@/lib/batch-lookup';

/**
 * The watchlist's figures from POST /api/tokens/batch, which takes at most 50 addresses: the list is
 * cut into chunks of 50 (lib/batch-lookup), asked in parallel, and the answers merged. Unlike
 * lib/batch-lookup's `batchLookup`, one failed request does not fail the others: its addresses say so. Nothing is dropped on the way: a
 * token the service does not know is `notFound`, and anything that went wrong for an address (the
 * service's own `errors`, a chunk whose request failed, an address an answer left out) is in `errors`
 * with its message.
 */
export interface BatchLookup {
  /** By lowercase address. */
  tokens: ReadonlyMap<string, BatchToken>;
  notFound: ReadonlySet<string>;
  /** Lowercase address → what went wrong for it. */
  errors: ReadonlyMap<string, string>;
}

export const NOT_ANSWERED = 'The service’s answer left this token out.';

/** Merges each chunk's outcome, in the order of `chunks` (one settled result per chunk). */
export function mergeBatches(
  chunks: readonly (readonly string[])[],
  results: readonly PromiseSettledResult<BatchResponse>[],
  messageOf: (reason: unknown) => string,
): BatchLookup {
  const tokens = new Map<string, BatchToken>();
  const notFound = new Set<string>();
  const errors = new Map<string, string>();
  chunks.forEach((addresses, i) => {
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

/**
 * Looks every address up, 50 a request, all requests at once. Fails only when every request failed
 * (then there is nothing to show but the failure); otherwise a failed chunk's addresses carry its
 * error and the rest show.
 */
export async function lookUpInChunks(
  addresses: readonly string[],
  fetchChunk: (chunk: string[]) => Promise<BatchResponse>,
  messageOf: (reason: unknown) => string,
): Promise<BatchLookup> {
  const chunks = chunksOf(addresses);
  const results = await Promise.allSettled(chunks.map(fetchChunk));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed && results.every((r) => r.status === 'rejected')) throw failed.reason;
  return mergeBatches(chunks, results, messageOf);
}
