import type { Db } from '../db/open';
import type { Pool } from '../market/quote';
import type { Registry } from './registry';

/** A `pairs` row: reserves are exact smallest-unit amounts, in token0/token1 order. */
export interface PairRow {
  address: string;
  token0: string;
  token1: string;
  reserve0: string;
  reserve1: string;
}

export interface PairToken {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
}

const toPool = (r: PairRow): Pool => ({ ...r, reserve0: BigInt(r.reserve0), reserve1: BigInt(r.reserve1) });

/** Pools, token metadata and the ETH/USD price, all read from what ingest wrote. */
export function createPools(db: Db, registry: Registry) {
  const official = new Map(registry.tokens.map((t) => [t.address, t]));
  const among = db.prepare<[string, string, string, string, string, string], PairRow>(
    'SELECT * FROM pairs WHERE token0 IN (?, ?, ?) AND token1 IN (?, ?, ?)',
  );
  const pairOf = db.prepare<[string, string], PairRow>('SELECT * FROM pairs WHERE token0 = ? AND token1 = ?');
  const launchToken = db.prepare<[string], { ticker: string; name: string; price_eth: number }>(
    'SELECT ticker, name, price_eth FROM tokens WHERE address = ? AND is_graduated = 1',
  );
  const weth = registry.wrappedNative;

  function token(address: string): PairToken | undefined {
    const o = official.get(address);
    if (o) return o;
    const t = launchToken.get(address);
    return t && { address, symbol: t.ticker, name: t.name, decimals: 18 };
  }

  /** USD per whole ETH, from the wrapped-ETH / reference-stablecoin pair. */
  function ethUsd(): number {
    if (!registry.usdReference) return 0;
    const [a, b] = [weth, registry.usdReference].sort() as [string, string];
    const p = pairOf.get(a, b);
    if (!p) return 0;
    const usd = official.get(registry.usdReference)!.decimals;
    const [wethReserve, usdReserve] = p.token0 === weth ? [p.reserve0, p.reserve1] : [p.reserve1, p.reserve0];
    return Number(usdReserve) / 10 ** usd / (Number(wethReserve) / 1e18);
  }

  return {
    weth,
    token,
    ethUsd,
    /** The pools a route between two tokens can use: the direct one and those through wrapped ETH. */
    poolsFor(tokenIn: string, tokenOut: string): Pool[] {
      const set = [tokenIn, tokenOut, weth] as const;
      return among.all(...set, ...set).map(toPool);
    },
  };
}

export type Pools = ReturnType<typeof createPools>;
