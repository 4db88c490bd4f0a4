/**
 * What a JSON-RPC provider's refusal means, read from the error viem raises: one copy for the app's
 * bounded log reads (src/lib/log-pages.ts) and the services' indexer (server/chain/rpc-reads.ts).
 * Pure: no I/O, no clock.
 */

/** How the RPC refused a read, when it said so in a way we recognise. */
export type LogRefusal = 'rate-limited' | 'range-too-large' | 'timeout';

// What providers answer when a range holds too much: Infura "query returned more than 10000 results",
// Alchemy "Log response size exceeded" and "up to a 2K block range", QuickNode "eth_getLogs is limited
// to a 10000 range", Ankr "block range is too wide", Erigon/publicnode "exceeds max block range", and
// HTTP 413.
const TOO_LARGE =
  /block range|range (?:is )?too (?:large|wide|big)|\d+ range|max(?:imum)? (?:block )?range|range limit|more than \d+ (?:results|logs)|too many (?:results|logs)|response size|response (?:is )?too (?:large|big)/i;
const RATE_LIMITED =
  /rate.?limit|too many requests|request limit|requests? per second|capacity|exceeded .*(?:rate|quota)/i;
const TIMED_OUT = /timed? ?out|timeout/i;

/** The error and its causes, as viem nests them (HttpRequestError inside a wrapper, and so on). */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth += 1) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The provider's own words: viem's `details`; its `message` also quotes the request, which must not be matched. */
function providerText(error: unknown): string {
  const text: string[] = [];
  for (const e of causes(error)) {
    const said = typeof e.details === 'string' ? e.details : e.message;
    if (typeof said === 'string') text.push(said);
  }
  return text.join(' | ');
}

/** How an RPC refused a read, or null for any other failure. */
export function logRefusalOf(error: unknown): LogRefusal | null {
  const found = { status: new Set<unknown>(), code: new Set<unknown>(), names: [] as unknown[] };
  for (const e of causes(error)) {
    found.status.add(e.status);
    found.code.add(e.code);
    found.names.push(e.name);
  }
  const text = providerText(error);
  if (found.status.has(413) || TOO_LARGE.test(text)) return 'range-too-large';
  if (found.status.has(429) || found.code.has(429) || found.code.has(-32007) || RATE_LIMITED.test(text)) {
    return 'rate-limited';
  }
  if (found.names.includes('TimeoutError') || found.status.has(408) || found.status.has(504) || TIMED_OUT.test(text)) {
    return 'timeout';
  }
  return null;
}

/**
 * The node answered for a block it does not hold yet: viem's BlockNotFoundError for a header, or
 * "unknown block" (geth, Anvil; EIP-234) for logs by block hash. A node behind a load balancer, or
 * one that lags the head we saw: it is waited for, never taken for a reorganisation.
 */
export function isNodeBehind(error: unknown): boolean {
  for (const e of causes(error)) if (e.name === 'BlockNotFoundError') return true;
  return /unknown block|block not found/i.test(providerText(error));
}

/** A node refusing an eth_getLogs address list for its length (geth: "exceed max addresses"). */
export function isAddressListRefused(error: unknown): boolean {
  return /max(?:imum)? (?:number of )?addresses|too many addresses/i.test(providerText(error));
}

/**
 * What a provider's refusal says about the range to ask for instead: a limit it always applies
 * (Alchemy's "up to a 2K block range", QuickNode's "limited to a 10000 range", "exceeds max block
 * range: 5000"), or a range that would work this time (Infura's "Try with this block range [0x1,
 * 0x2]", which follows how many logs the blocks hold). Null when it names neither.
 */
export function rangeAdviceOf(error: unknown): { blocks: bigint; limit: boolean } | null {
  const text = providerText(error);
  const named =
    /(?:up to|limited to|max(?:imum)? (?:block )?range(?: is| of)?:?|range (?:limit|of)(?: is)?:?)\s*(?:an? )?(\d+)\s*(k?)\b/i.exec(
      text,
    );
  if (named) {
    const blocks = BigInt(named[1]!) * (named[2] ? 1000n : 1n);
    if (blocks > 0n) return { blocks, limit: true };
  }
  const pair = /\[\s*(0x[0-9a-f]+|\d+)\s*,\s*(0x[0-9a-f]+|\d+)\s*\]/i.exec(text);
  if (!pair) return null;
  const blocks = BigInt(pair[2]!) - BigInt(pair[1]!) + 1n;
  return blocks > 0n ? { blocks, limit: false } : null;
}

/** The most blocks the provider's refusal says to ask for, whether as its limit or for this time. */
export function allowedRangeOf(error: unknown): bigint | null {
  return rangeAdviceOf(error)?.blocks ?? null;
}

/** The wait a 429 asked for, in ms, when its Retry-After header says (seconds or an HTTP date). */
export function retryAfterMsOf(error: unknown, now: number): number | null {
  for (const e of causes(error)) {
    const headers = e.headers as { get?: (name: string) => string | null } | undefined;
    const value = typeof headers?.get === 'function' ? headers.get('retry-after') : null;
    if (!value) continue;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const at = Date.parse(value);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  return null;
}
