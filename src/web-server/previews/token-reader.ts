import { type TokenDetail, tokenDetailSchema } from '../../../interface/tokens';

/** What a preview shows of a token: its identity and market, as the launch service last told. */
export type PreviewToken = Pick<
  TokenDetail,
  'address' | 'name' | 'ticker' | 'image_url' | 'price_eth' | 'market_cap' | 'funding_progress'
>;

/** A token's read: found, not known to the service (404), or not to be had now (slow, down, limited). */
export type TokenRead = { kind: 'found'; token: PreviewToken } | { kind: 'missing' } | { kind: 'unavailable' };

export interface TokenReaderOptions {
  launchApiUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long an answer is used again (default 5 s: how often the token page itself refreshes). */
  ttlMs?: number;
  /** Answers kept at most (default 500); the oldest go first. */
  maxEntries?: number;
}

/** `GET /api/token` under the service's base, keeping any path the base has (as the app's lib/http does). */
const tokenUrl = (base: string, address: string) =>
  `${base.replace(/\/+$/, '')}/api/token?address=${encodeURIComponent(address)}`;

const DEFAULT_TTL_MS = 5_000;
const DEFAULT_MAX_ENTRIES = 500;

/**
 * Reads tokens for link previews from the launch service (`GET /api/token`), through the interface's
 * schema. WHY a short cache and shared reads: a shared link is fetched by several crawlers at once
 * (each platform, then its image), and every read counts against the service's rate limit for this
 * server's one address, which the pages' renders also spend.
 */
export function createTokenReader({
  launchApiUrl,
  fetch: fetchFn = globalThis.fetch,
  now = Date.now,
  ttlMs = DEFAULT_TTL_MS,
  maxEntries = DEFAULT_MAX_ENTRIES,
}: TokenReaderOptions) {
  const answers = new Map<string, { read: TokenRead; at: number }>();
  const pending = new Map<string, Promise<TokenRead>>();

  const ask = async (address: string, timeoutMs: number): Promise<TokenRead> => {
    try {
      const res = await fetchFn(tokenUrl(launchApiUrl, address), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: 'application/json' },
      });
      if (res.status === 404) return { kind: 'missing' };
      if (!res.ok) return { kind: 'unavailable' };
      const parsed = tokenDetailSchema.safeParse(await res.json());
      if (!parsed.success) return { kind: 'unavailable' };
      const { name, ticker, image_url, price_eth, market_cap, funding_progress } = parsed.data;
      return {
        kind: 'found',
        token: { address: parsed.data.address, name, ticker, image_url, price_eth, market_cap, funding_progress },
      };
    } catch {
      return { kind: 'unavailable' };
    }
  };

  /** The token at `address` (lower case is the key), waiting at most `timeoutMs` for the service. */
  return (address: string, timeoutMs: number): Promise<TokenRead> => {
    const key = address.toLowerCase();
    const kept = answers.get(key);
    if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.read);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const read = ask(address, timeoutMs).then((result) => {
      pending.delete(key);
      // What could not be had is asked again next time.
      if (result.kind !== 'unavailable') {
        answers.delete(key);
        answers.set(key, { read: result, at: now() });
        if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
      }
      return result;
    });
    pending.set(key, read);
    return read;
  };
}

export type TokenReader = ReturnType<typeof createTokenReader>;
