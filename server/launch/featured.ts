import { iso, type ServiceContext } from '../context';
import { notFound } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { identityJson, imageUrl, marketJson, metrics1hJson, metrics24hJson, socialsJson } from './token-json';
import type { TokenQueries } from './token-queries';

type Route = ReturnType<typeof createServiceApp>['route'];

const DAY_MS = 86_400_000;
/** A bid this close to the end moves the end this long after it (FeaturedAuction's EXTENSION)... */
const EXTENSION_MS = 10 * 60_000;
/** ...but never more than this past the scheduled end, the start of the day sold (MAX_OVERTIME). */
const MAX_OVERTIME_MS = 60 * 60_000;
/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface BidRow {
  day: string;
  token: string;
  bidder: string;
  amount_eth: number;
  tx_hash: string;
  ts: number;
}

/**
 * The daily auction: bids for day D are placed before D starts, and the highest (earliest on a tie)
 * wins D's featured slot. So today's featured token won the bids for today, and the auction running
 * now is the one for tomorrow, ending at the next UTC midnight. As the contract's `featuredToken(day)`,
 * a day's leader is featured once its auction has ended (at most an hour into the day, when late bids
 * moved the end), whether anyone settled it or not.
 */
export function featuredRoutes(route: Route, ctx: ServiceContext, tokens: TokenQueries) {
  const { db, config } = ctx;
  const topBid = db.prepare<[string], BidRow>(
    'SELECT * FROM auction_bids WHERE day = ? ORDER BY amount_eth DESC, ts ASC, id ASC LIMIT 1',
  );
  const recentBids = db.prepare<[], BidRow>('SELECT * FROM auction_bids ORDER BY ts DESC, id DESC LIMIT 20');
  const lastBidAt = db.prepare<[string], { ts: number | null }>('SELECT max(ts) AS ts FROM auction_bids WHERE day = ?');
  const chainTime = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'chain_block_time'");

  /**
   * Now, for the auction: the later of our clock and the chain's latest indexed block. WHY: the
   * contract's days follow block times, and a local chain's clock may be moved ahead of ours (a test
   * that ends an auction); an idle chain's last block lags behind, and then our clock is the better.
   */
  function auctionNow(): number {
    const chain = Number(chainTime.get()?.value);
    const now = ctx.clock();
    return Number.isFinite(chain) && chain > now ? chain : now;
  }

  /**
   * The contract's end: the start of the day sold, or 10 minutes after a later bid, as its bids moved
   * it, capped an hour past the start (a bid at or past the end is refused, so the last one set it).
   */
  function endsAt(day: string): number {
    const start = Date.parse(`${day}T00:00:00.000Z`);
    const last = lastBidAt.get(day)?.ts;
    if (last == null || last + EXTENSION_MS <= start) return start;
    return Math.min(last + EXTENSION_MS, start + MAX_OVERTIME_MS);
  }

  function bidData(now: number) {
    const tomorrow = utcDay(now + DAY_MS);
    const current = topBid.get(tomorrow);
    const next = current && tokens.byAddress(current.token);
    return {
      current_bid_eth: current?.amount_eth ?? null,
      current_bidder: current?.bidder ?? null,
      current_bid_token: current?.token ?? null,
      auction_ends_at: iso(endsAt(tomorrow)),
      next_featured_token: next
        ? { address: next.address, name: next.name, ticker: next.ticker, image_url: imageUrl(next.image_url, config) }
        : null,
      history: recentBids.all().map((b) => ({
        day: b.day,
        token_address: b.token,
        bidder: b.bidder,
        amount_eth: b.amount_eth,
        tx_hash: b.tx_hash,
        timestamp: iso(b.ts),
      })),
    };
  }

  route('featured', ({ query }) => {
    const now = auctionNow();
    ctx.freshMetrics();
    const today = utcDay(now);
    const winner = now >= endsAt(today) ? topBid.get(today) : undefined;
    const t = winner && tokens.byAddress(winner.token);
    if (!t) throw notFound("Today's featured token");
    return {
      ...identityJson(t, config),
      ...socialsJson(t),
      ...marketJson(t),
      ...metrics24hJson(t),
      ...metrics1hJson(t),
      ...tokens.holders(t),
      ...(query.includeBidData && { bidData: bidData(now) }),
    };
  });
}
