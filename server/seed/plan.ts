/**
 * What the synthetic history will look like before any trade is computed: when each token launches,
 * how popular it gets, whether it graduates, and when its trades happen.
 */
import { logoPath } from '../launch/logos';
import { hostileImageUrl } from './hostile';
import { type HostileToken, hostileTokens, type TokenIdentity, tokenIdentity } from './names';
import type { Random } from './random';
import type { TraderPopulation } from './traders';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A token's first trade comes a few seconds after its launch, never in the same instant. */
const FIRST_TRADE_DELAY_MS = 2_000;
const DEV_BUY_SHARE = 0.45;
const HOT_SHARE_OF_TRADES = 0.15;
const HOT_MEAN_AGO_MS = 3 * HOUR_MS;

export interface TokenPlan {
  address: string;
  createdAt: number;
  owner: string;
  identity: TokenIdentity;
  imageUrl: string;
  hostile: boolean;
  popularity: number;
  /** Mean time over which interest in the token fades. */
  decayMs: number;
  graduates: boolean;
  /** From this trade on, a graduate that is still funding gets the buy that completes its curve. */
  graduateAfter: number;
  /** Funding progress above which a token that will not graduate mostly sells off. */
  peakProgress: number;
  trades: number;
  devBuyEth: number | null;
  /** Pumping right now: a share of its trades lands in the last hours. */
  hot: boolean;
}

interface PlanScale {
  tokens: number;
  trades: number;
  graduatedShare: number;
  hotTokens: number;
}

function creationTimes(rnd: Random, count: number, start: number, now: number): number[] {
  const span = now - start - 2 * 60_000;
  // u^0.85 leans launches slightly toward the present, as a growing launchpad would.
  const times = Array.from({ length: count }, () => Math.floor(start + 60_000 + span * rnd.next() ** 0.85));
  times.sort((a, b) => a - b);
  times[0] = start + 60_000;
  return times;
}

const logUniform = (rnd: Random, min: number, max: number) => Math.exp(rnd.float(Math.log(min), Math.log(max)));

/** Log-normal interest (median 1): most launches are ignored, a few draw thousands of trades. */
const POPULARITY_SIGMA = 2.1;
const MAX_POPULARITY = 400;
function popularity(rnd: Random): number {
  const normal = Math.sqrt(-2 * Math.log(1 - rnd.next())) * Math.cos(2 * Math.PI * rnd.next());
  return Math.min(MAX_POPULARITY, Math.exp(POPULARITY_SIGMA * normal));
}

function basePlan(rnd: Random, createdAt: number, traders: TraderPopulation, hostile?: HostileToken): TokenPlan {
  const address = rnd.address();
  return {
    address,
    createdAt,
    owner: traders.pick(rnd, createdAt),
    identity: hostile ?? tokenIdentity(rnd),
    imageUrl: hostile ? hostileImageUrl(hostile.kind, address) : logoPath(address),
    hostile: hostile !== undefined,
    popularity: hostile ? 0.2 : popularity(rnd),
    decayMs: logUniform(rnd, HOUR_MS, 3 * DAY_MS),
    graduates: false,
    graduateAfter: 0,
    peakProgress: 0.02 + 0.93 * rnd.next() ** 2,
    trades: 0,
    devBuyEth: rnd.chance(DEV_BUY_SHARE) ? rnd.pick([0.05, 0.1, 0.2, 0.5, 1, 1.5]) : null,
    hot: false,
  };
}

/** The most popular tokens (with some luck) graduate, and stay interesting for days. */
function chooseGraduates(rnd: Random, plans: TokenPlan[], share: number) {
  const scored = plans.filter((p) => !p.hostile).map((p) => ({ p, score: p.popularity * rnd.float(0.3, 1) }));
  scored.sort((a, b) => b.score - a.score);
  for (const { p } of scored.slice(0, Math.round(plans.length * share))) {
    p.graduates = true;
    p.decayMs = logUniform(rnd, 2 * DAY_MS, 20 * DAY_MS);
  }
}

/** Splits the trade budget by how much interest each token has had up to now; every token trades at least once. */
function allocateTrades(plans: TokenPlan[], total: number, now: number) {
  const weights = plans.map((p) => p.popularity * (1 - Math.exp(-(now - p.createdAt) / p.decayMs)));
  const sum = weights.reduce((a, b) => a + b, 0);
  // With fewer trades than tokens some tokens never trade; the flooring then never overshoots.
  const least = total >= plans.length ? 1 : 0;
  plans.forEach((p, i) => {
    p.trades = Math.max(least, Math.floor((total * weights[i]!) / sum));
  });
  const byWeight = plans.map((_, i) => i).sort((a, b) => weights[b]! - weights[a]!);
  let left = total - plans.reduce((n, p) => n + p.trades, 0);
  for (let k = 0; left !== 0; k = (k + 1) % byWeight.length) {
    const p = plans[byWeight[k]!]!;
    if (left < 0 && p.trades <= 1) continue;
    p.trades += Math.sign(left);
    left -= Math.sign(left);
  }
}

export function planTokens(rnd: Random, scale: PlanScale, traders: TraderPopulation, start: number, now: number) {
  const times = creationTimes(rnd, scale.tokens, start, now);
  // The first launch stays ordinary: the earliest auction bids name it.
  const slots = rnd.shuffle(times.map((_, i) => i).slice(1));
  const hostile = hostileTokens().slice(0, slots.length);
  const hostileAt = new Map(hostile.map((h, j) => [slots[j]!, h]));
  const plans = times.map((t, i) => basePlan(rnd, t, traders, hostileAt.get(i)));
  chooseGraduates(rnd, plans, scale.graduatedShare);
  allocateTrades(plans, scale.trades, now);
  for (const p of plans) {
    // A graduate needs a few trades to fill its curve; one with too few simply stays funding.
    if (p.graduates && p.trades < 8) p.graduates = false;
    p.graduateAfter = Math.floor(p.trades * rnd.float(0.15, 0.6));
  }
  const busiest = plans.filter((p) => !p.hostile).sort((a, b) => b.trades - a.trades);
  for (const p of rnd.shuffle(busiest.slice(0, Math.max(scale.hotTokens * 3, 1))).slice(0, scale.hotTokens)) {
    p.hot = true;
  }
  return plans;
}

/** A moment of trading interest: mostly soon after launch, fading; hot tokens also trade right now. */
export function activityTime(rnd: Random, plan: TokenPlan, now: number): number {
  const earliest = plan.createdAt + FIRST_TRADE_DELAY_MS;
  if (earliest >= now) return now;
  if (plan.hot && rnd.chance(HOT_SHARE_OF_TRADES)) {
    return Math.max(earliest, Math.floor(now - rnd.exponential(HOT_MEAN_AGO_MS)));
  }
  // Inverse of an exponential decay from launch, truncated at now: every draw lands in [launch, now].
  const reach = 1 - Math.exp(-(now - plan.createdAt) / plan.decayMs);
  const t = plan.createdAt - plan.decayMs * Math.log(1 - rnd.next() * reach);
  return Math.min(now, Math.max(earliest, Math.floor(t)));
}

/**
 * Every trade of every token as one sorted key: (time since start) × radix + token index. WHY: one
 * native sort of a Float64Array orders a million trades in time, far faster than objects.
 */
export function scheduleTrades(rnd: Random, plans: readonly TokenPlan[], start: number, now: number) {
  const radix = 2 ** Math.ceil(Math.log2(Math.max(2, plans.length)));
  const total = plans.reduce((n, p) => n + p.trades, 0);
  const keys = new Float64Array(total);
  let k = 0;
  plans.forEach((plan, index) => {
    for (let i = 0; i < plan.trades; i++) keys[k++] = (activityTime(rnd, plan, now) - start) * radix + index;
  });
  keys.sort();
  return {
    length: total,
    tokenAt: (i: number) => keys[i]! % radix,
    timeAt: (i: number) => start + Math.floor(keys[i]! / radix),
  };
}
