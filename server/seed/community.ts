/**
 * The social side of the history: referral trees, token chats, and the daily featured-token auction.
 * Referral sign-ups are written before any trade, so referrers earn from their referrals' trades.
 */
import type { Ingest } from '../ingest/ingest';
import { utcDay } from '../launch/featured';
import { HASH_RANGE, txHash, uniqueReferralCode, uuidFrom } from './ids';
import { chatLine, hostileChatLines } from './names';
import { activityTime, type TokenPlan } from './plan';
import type { Random } from './random';
import { type TraderPopulation, upperBound } from './traders';

/** What the social history is written to: ingest, or the genesis that records it for the chain's world. */
type CommunityTarget = Pick<Ingest, 'referralSignup' | 'referralCode' | 'chatMessage' | 'auctionBid'>;

const DAY_MS = 86_400_000;
const REFERRER_SHARE = 0.12;
const REFEREE_SHARE = 0.35;
const CHAT_SHARE = 0.6;
const MAX_CHAT_PER_TOKEN = 60;

/** Some traders take a code when they join; later joiners sign up under one of them (trees grow). */
export function seedReferrals(rnd: Random, ingest: CommunityTarget, traders: TraderPopulation): void {
  const taken = new Set<string>();
  const referrers: string[] = [];
  traders.addresses.forEach((address, i) => {
    const timestamp = traders.joinedAt[i]!;
    if (referrers.length > 0 && rnd.chance(REFEREE_SHARE)) {
      ingest.referralSignup({ referee: address, referrer: rnd.pick(referrers), timestamp });
    }
    if (rnd.chance(REFERRER_SHARE)) {
      ingest.referralCode({ address, code: uniqueReferralCode(rnd, taken), timestamp });
      referrers.push(address);
    }
  });
}

function postChat(
  rnd: Random,
  ingest: CommunityTarget,
  plan: TokenPlan,
  traders: TraderPopulation,
  now: number,
  message: string,
) {
  const timestamp = activityTime(rnd, plan, now);
  const sender = rnd.chance(0.1) ? plan.owner : traders.pick(rnd, timestamp);
  ingest.chatMessage({ id: uuidFrom(rnd), token: plan.address, sender, message, signature: null, timestamp });
}

/** Busy tokens have busy chats; hostile lines land in a few of them. */
export function seedChat(
  rnd: Random,
  ingest: CommunityTarget,
  plans: readonly TokenPlan[],
  traders: TraderPopulation,
  now: number,
) {
  let posted = 0;
  for (const plan of plans) {
    if (!rnd.chance(CHAT_SHARE)) continue;
    const count = Math.min(MAX_CHAT_PER_TOKEN, Math.ceil(Math.sqrt(plan.trades) * rnd.float(0.2, 1.5)));
    for (let i = 0; i < count; i++) postChat(rnd, ingest, plan, traders, now, chatLine(rnd, plan.identity.ticker));
    posted += count;
  }
  for (const line of hostileChatLines()) {
    for (let i = rnd.int(1, 2); i > 0; i--) postChat(rnd, ingest, rnd.pick(plans), traders, now, line);
    posted++;
  }
  return posted;
}

interface AuctionInput {
  rnd: Random;
  ingest: CommunityTarget;
  seed: number;
  /** Sorted by launch time. */
  plans: readonly TokenPlan[];
  traders: TraderPopulation;
  start: number;
  now: number;
}

/** A token launched by `timestamp`, leaning to the popular among the recent ones. */
function bidToken(rnd: Random, plans: readonly TokenPlan[], launchTimes: Float64Array, timestamp: number) {
  const launched = Math.max(1, upperBound(launchTimes, timestamp));
  const recent = plans.slice(Math.max(0, launched - 50), launched);
  return rnd.weighted(recent.map((p) => [p, Math.sqrt(p.popularity)] as const));
}

/**
 * Bids for each of the last 30 days and for tomorrow. The bids for day D are placed during day D − 1,
 * each higher than the one before, by traders for tokens that exist at that moment.
 */
export function seedAuction({ rnd, ingest, seed, plans, traders, start, now }: AuctionInput): number {
  const launchTimes = Float64Array.from(plans.map((p) => p.createdAt));
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  let placed = 0;
  for (let day = today - 29 * DAY_MS; day <= today + DAY_MS; day += DAY_MS) {
    const from = Math.max(day - DAY_MS, start, plans[0]!.createdAt);
    const to = Math.min(day, now);
    const times = Array.from({ length: rnd.int(3, 7) }, () => Math.floor(rnd.float(from, Math.max(from, to))));
    let amount = rnd.float(0.05, 0.3);
    for (const timestamp of times.sort((a, b) => a - b)) {
      const token = bidToken(rnd, plans, launchTimes, timestamp);
      const bidder = rnd.chance(0.4) ? token.owner : traders.pick(rnd, timestamp);
      const hash = txHash(seed, HASH_RANGE.bids + placed++);
      ingest.auctionBid({
        day: utcDay(day),
        token: token.address,
        bidder,
        amountEth: Number(amount.toFixed(3)),
        txHash: hash,
        timestamp,
      });
      amount *= rnd.float(1.1, 1.6);
    }
  }
  return placed;
}
