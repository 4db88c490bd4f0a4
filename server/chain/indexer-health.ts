/**
 * What the indexer last saw, for GET /api/health: the block it has indexed and the chain's head (each
 * with its time), and its last error. Written by the indexer, read by the route; in memory only.
 */
export interface IndexerHealth {
  indexed: { block: bigint; time: number } | null;
  head: { block: bigint; time: number } | null;
  lastError: { message: string; at: number } | null;
}

export function createIndexerHealth(): IndexerHealth {
  return { indexed: null, head: null, lastError: null };
}

/** One line of an error, without viem's request dump (which may carry an RPC URL with a key in it). */
export function errorLine(error: unknown): string {
  const e = error as { shortMessage?: unknown; details?: unknown; message?: unknown };
  const short = typeof e?.shortMessage === 'string' ? e.shortMessage : undefined;
  const details = typeof e?.details === 'string' ? e.details : undefined;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return (short && details ? `${short} ${details}` : (short ?? message)).split('\n')[0]!.slice(0, 500);
}
