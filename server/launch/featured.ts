import { iso, type ServiceContext } from '../context';
import { notFound } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { identityJson, imageUrl, marketJson, metrics1hJson, metrics24hJson, socialsJson } from './token-json';
import type { TokenQueries } from './token-queries';

type Route = ReturnType<typeof createServiceApp>['route'];

const DAY_MS = 86_400_000;
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
 * now is the one for tomorrow, ending at the next UTC midnight.
 */
export function featuredRoutes(route: Route, ctx: ServiceContext, tokens: TokenQueries) {
  const { db, config } = ctx;
  const topBid = db.prepare<[string], BidRow>(
    'SELECT * FROM auction_bids WHERE day = ? ORDER BY amount_eth DESC, ts ASC, id ASC LIMIT 1',
  );
  const recentBids = db.prepare<[], BidRow>('SELECT * FROM auction_bids ORDER BY ts DESC, id DESC LIMIT 20');

  function bidData(now: number) {
    const tomorrow = utcDay(now + DAY_MS);
    const current = topBid.get(tomorrow);
    const next = current && tokens.byAddress(current.token);
    return {
      current_bid_eth: current?.amount_eth ?? null,
      current_bidder: current?.bidder ?? null,
      current_bid_token: current?.token ?? null,
      auction_ends_at: `${tomorrow}T00:00:00.000Z`,
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
    const now = ctx.clock();
    ctx.freshMetrics();
    const winner = topBid.get(utcDay(now));
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
