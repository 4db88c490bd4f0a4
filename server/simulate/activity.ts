/**
 * One step of each kind of live activity: trades, launches, auction bids, chat and registry pool
 * swaps. Each reads the market from the database, decides with the seed's market actor, and writes
 * through ingest with the given timestamp.
 */
import { randomUUID } from 'node:crypto';
import { fundingProgress } from '../../interface/market/curve';
import type { ServiceContext } from '../context';
import { utcDay } from '../launch/featured';
import { logoPath } from '../launch/logos';
import { blockAt, randomTxHash } from '../seed/ids';
import {
  chooseIntent,
  ethToComplete,
  ethWei,
  executeTrade,
  type MarketToken,
  newMarketToken,
  randomBuyEth,
  type TradeIntent,
} from '../seed/market-actor';
import { chatLine, tokenIdentity } from '../seed/names';
import type { Random } from '../seed/random';
import { initialRegistryPools, randomPoolSwap } from '../seed/registry-pools';
import type { Registry } from '../swap/registry';
import { pairAddress } from '../swap/registry';
import { createMarketReader, createTraderPool } from './market-reader';

const DAY_MS = 86_400_000;
const NEAR_COMPLETE = 0.85;
/** Chance that a near-complete curve gets the buy that fills it: graduations happen, but rarely. */
const COMPLETION_CHANCE = 0.15;
const MAX_BUY_WEI = ethWei(3);

function simulatedIntent(rnd: Random, market: MarketToken, pickBuyer: () => string): TradeIntent {
  if (market.pair) return chooseIntent(rnd, market, { buyProbability: 0.52, pickBuyer });
  const rest = ethToComplete(market);
  const filling = fundingProgress(market.curve) > NEAR_COMPLETE && rest <= MAX_BUY_WEI && rnd.chance(COMPLETION_CHANCE);
  if (filling) return { side: 'buy', trader: pickBuyer(), ethWei: rest + ethWei(0.01) };
  return chooseIntent(rnd, market, { buyProbability: 0.6, pickBuyer });
}

export function createActivity(ctx: ServiceContext, registry: Registry, rnd: Random) {
  const { ingest } = ctx;
  const reader = createMarketReader(ctx.db);
  const traders = createTraderPool(reader, rnd);
  const pairAddressOf = (token: string) => pairAddress(registry, token, registry.wrappedNative);
  const poolAddresses = initialRegistryPools(registry).map((p) => p.address);

  const stampAt = (timestamp: number) => ({ timestamp, txHash: randomTxHash(rnd), blockNumber: blockAt(timestamp) });

  /** Executes one trade and records it, with the graduation when the buy completed the curve. */
  function trade(market: MarketToken, intent: TradeIntent, now: number): boolean {
    const result = executeTrade(market, intent, stampAt(now), pairAddressOf);
    if (!result) return false;
    ingest.trade(result.trade);
    if (result.graduation) ingest.graduated(result.graduation);
    return true;
  }

  const activeToken = () => {
    const active = reader.activeTokens();
    return active.length > 0 ? rnd.weighted(active.map((t) => [t, t.weight] as const)) : undefined;
  };

  return {
    /** A few trades on tokens people are trading now; returns how many were recorded. */
    trades(now: number): number {
      let recorded = 0;
      for (let i = rnd.int(1, 4); i > 0; i--) {
        const token = activeToken();
        const market = token && reader.market(token.address);
        if (!market) continue;
        if (trade(market, simulatedIntent(rnd, market, traders.pick), now)) recorded++;
      }
      return recorded;
    },

    /** A new token, often with its creator's first buy. */
    launch(now: number): string {
      const address = rnd.address();
      const owner = traders.pick();
      ingest.tokenCreated({ ...tokenIdentity(rnd), address, owner, imageUrl: logoPath(address), timestamp: now });
      if (rnd.chance(0.4))
        trade(newMarketToken(address), { side: 'buy', trader: owner, ethWei: ethWei(randomBuyEth(rnd)) }, now);
      return address;
    },

    /**
     * Maybe a higher bid in the auction for tomorrow's featured slot. WHY the growing reluctance: a
     * bid every 30 s raising by a few percent would compound to absurd amounts within hours.
     */
    bid(now: number): boolean {
      const token = activeToken();
      const day = utcDay(now + DAY_MS);
      const top = reader.topBid(day);
      if (!token || (top !== null && !rnd.chance(1 / (1 + top * top)))) return false;
      const amount = top === null ? rnd.float(0.05, 0.3) : top * rnd.float(1.02, 1.15);
      const txHash = randomTxHash(rnd);
      ingest.auctionBid({
        day,
        token: token.address,
        bidder: traders.pick(),
        amountEth: Number(amount.toFixed(3)),
        txHash,
        timestamp: now,
      });
      return true;
    },

    chat(now: number): void {
      const token = activeToken();
      if (!token) return;
      const message = chatLine(rnd, token.ticker);
      ingest.chatMessage({
        id: randomUUID(),
        token: token.address,
        sender: traders.pick(),
        message,
        signature: null,
        timestamp: now,
      });
    },

    poolSwap(now: number): void {
      const pool = reader.pool(rnd.pick(poolAddresses));
      if (pool) ingest.pairSwap(randomPoolSwap(rnd, registry, pool, now));
    },
  };
}

export type Activity = ReturnType<typeof createActivity>;
