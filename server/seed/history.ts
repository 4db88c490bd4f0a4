/**
 * Writes the planned trades through ingest in time order, computing every trade with the exact curve
 * and pair math first. Trades go to `ingest.trades` in batches; a graduation flushes the batch so it
 * lands right after the buy that completed the curve.
 */

import { fundingProgress } from '../../interface/market/curve';
import type { Ingest } from '../ingest/ingest';
import type { Trade } from '../ingest/trades';
import { blockAt, HASH_RANGE, txHash } from './ids';
import {
  chooseIntent,
  completesCurve,
  ethToComplete,
  ethWei,
  executeTrade,
  type MarketToken,
  newMarketToken,
  type TradeIntent,
  type TradeResult,
} from './market-actor';
import { scheduleTrades, type TokenPlan } from './plan';
import type { Random } from './random';
import type { TraderPopulation } from './traders';

const BATCH_SIZE = 20_000;

export interface HistoryInput {
  ingest: Ingest;
  rnd: Random;
  seed: number;
  plans: readonly TokenPlan[];
  traders: TraderPopulation;
  start: number;
  now: number;
  pairAddressOf: (token: string) => string;
}

const MAX_BUY_WEI = ethWei(3);
const LAST_WEI_MARGIN = ethWei(0.01);

/** Graduates keep drawing buyers; the others pump to their peak in the first half of their life, then fade. */
function buyProbability(plan: TokenPlan, market: MarketToken, done: number): number {
  if (market.pair) return plan.hot ? 0.56 : 0.5;
  if (plan.graduates) return 0.75;
  const rising = done < plan.trades / 2 && fundingProgress(market.curve) < plan.peakProgress;
  return rising ? 0.62 : 0.33;
}

/** What happens next on a token, following its plan: dev buy, the buy that graduates it, or the crowd. */
function nextIntent(
  rnd: Random,
  plan: TokenPlan,
  market: MarketToken,
  done: number,
  pickBuyer: () => string,
): TradeIntent {
  if (done === 0 && plan.devBuyEth !== null) return { side: 'buy', trader: plan.owner, ethWei: ethWei(plan.devBuyEth) };
  if (!market.pair && plan.graduates && done >= plan.graduateAfter) {
    // Someone apes the rest of the curve once it is within one big buy; the curve charges only what is left.
    const rest = ethToComplete(market);
    if (rest <= MAX_BUY_WEI) return { side: 'buy', trader: pickBuyer(), ethWei: rest + LAST_WEI_MARGIN };
  }
  const intent = chooseIntent(rnd, market, { buyProbability: buyProbability(plan, market, done), pickBuyer });
  if (intent.side === 'buy' && !plan.graduates && completesCurve(market, intent.ethWei)) {
    // A token that is not meant to graduate stops short of the end of its curve.
    return market.holders.size > 0
      ? chooseIntent(rnd, market, { buyProbability: 0, pickBuyer })
      : { ...intent, ethWei: ethToComplete(market) / 4n };
  }
  return intent;
}

function tokenCreated(ingest: Ingest, plan: TokenPlan) {
  ingest.tokenCreated({
    ...plan.identity,
    address: plan.address,
    owner: plan.owner,
    imageUrl: plan.imageUrl,
    timestamp: plan.createdAt,
  });
}

export type HistoryEvent =
  | { kind: 'launch'; plan: TokenPlan }
  | { kind: 'trade'; intent: TradeIntent; result: TradeResult };

/**
 * The planned history in time order: each launch, then each trade as executed against the exact
 * market maths (the intent that was executed, and its outcome). The database seed and the chain's
 * genesis both replay it.
 */
export function* historyEvents(input: Omit<HistoryInput, 'ingest'>): Generator<HistoryEvent> {
  const { rnd, plans, traders } = input;
  const schedule = scheduleTrades(rnd, plans, input.start, input.now);
  const markets = plans.map((p) => newMarketToken(p.address));
  const done = new Int32Array(plans.length);
  let created = 0;
  let timestamp = input.start;
  // One closure for the whole loop (it reads the current `timestamp`), not a new one per trade.
  const pickBuyer = () => traders.pick(rnd, timestamp);
  for (let i = 0; i < schedule.length; i++) {
    timestamp = schedule.timeAt(i);
    while (created < plans.length && plans[created]!.createdAt <= timestamp) {
      yield { kind: 'launch', plan: plans[created++]! };
    }
    const index = schedule.tokenAt(i);
    const plan = plans[index]!;
    const market = markets[index]!;
    const stamp = { timestamp, txHash: txHash(input.seed, HASH_RANGE.trades + i), blockNumber: blockAt(timestamp) };
    const planned = nextIntent(rnd, plan, market, done[index]!, pickBuyer);
    // A dust sell is refused; someone buys instead, so every planned slot becomes a trade.
    let intent: TradeIntent = planned;
    let result = executeTrade(market, intent, stamp, input.pairAddressOf);
    if (!result) {
      intent = { side: 'buy', trader: pickBuyer(), ethWei: ethWei(0.05) };
      result = executeTrade(market, intent, stamp, input.pairAddressOf);
    }
    if (!result) continue;
    done[index]!++;
    yield { kind: 'trade', intent, result };
  }
  while (created < plans.length) yield { kind: 'launch', plan: plans[created++]! };
}

/** Creates every planned token and writes its trades; returns how many trades were written. */
export function writeHistory(input: HistoryInput): number {
  const { ingest } = input;
  let batch: Trade[] = [];
  let written = 0;
  const flush = () => {
    if (batch.length > 0) ingest.trades(batch);
    written += batch.length;
    batch = [];
  };
  for (const event of historyEvents(input)) {
    if (event.kind === 'launch') {
      tokenCreated(ingest, event.plan);
      continue;
    }
    batch.push(event.result.trade);
    if (event.result.graduation) {
      flush();
      ingest.graduated(event.result.graduation);
    } else if (batch.length >= BATCH_SIZE) flush();
  }
  flush();
  return written;
}
