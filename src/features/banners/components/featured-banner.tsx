import type { BidData } from '@interface/tokens';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { TokenLink } from '@/components/ui/token-link';
import { formatEth, shortAddress } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { useFeaturedToken } from '../api/get-featured-token';
import { bannerKeys } from '../api/keys';
import { nextBidAtLeastEth } from '../lib/next-bid';
import { BannerFrame, BannerMessage, BannerSkeleton } from './banner-frame';
import { BannerToken } from './banner-token';
import { Countdown } from './countdown';
import { useAskForNextAuction } from './use-ask-for-next-auction';

const HEADING_ID = 'featured-banner-heading';

/** Today's featured token (the winner of yesterday's auction) and the auction running for tomorrow. */
export function FeaturedBanner() {
  const query = useFeaturedToken();
  return (
    // Taller on phones, where the auction details take three rows.
    <BannerFrame title="Featured today" headingId={HEADING_ID} height="h-64 sm:h-44" action={<BidLink />}>
      {query.isPending ? (
        <BannerSkeleton />
      ) : query.isError ? (
        <BannerMessage onRetry={() => void query.refetch()}>The featured token could not be loaded.</BannerMessage>
      ) : query.data === null ? (
        <BannerMessage>No featured token today. The next one is picked by auction.</BannerMessage>
      ) : (
        <>
          <BannerToken token={query.data} />
          {query.data.bidData ? <Auction bid={query.data.bidData} /> : null}
        </>
      )}
    </BannerFrame>
  );
}

/** To the auction's page. z-10: above the link stretched over the whole banner. */
function BidLink() {
  return (
    <Link to="/auction" className="relative z-10 rounded-md text-accent text-sm hover:underline">
      Bid for tomorrow
    </Link>
  );
}

function Auction({ bid }: { bid: BidData }) {
  const queryClient = useQueryClient();
  // When the auction closes, tomorrow's token becomes today's: fetch it, again with a bound until the
  // service (whose clock may be behind the browser's) has rolled over.
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bannerKeys.featured() }),
    [queryClient],
  );
  const onEnd = useAskForNextAuction(bid.auction_ends_at, refresh);
  const next = bid.next_featured_token;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
      <div className="min-w-0">
        <dt className="text-muted text-xs">Current bid</dt>
        <dd className="truncate text-fg tabular-nums">
          {bid.current_bid_eth === null ? 'No bids yet' : formatEth(bid.current_bid_eth)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted text-xs">Minimum bid</dt>
        <dd className="truncate text-fg tabular-nums">{formatEth(nextBidAtLeastEth(bid.current_bid_eth))}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted text-xs">Bidder</dt>
        <dd className="truncate font-mono text-fg" title={bid.current_bidder ?? undefined}>
          {bid.current_bidder ? shortAddress(bid.current_bidder) : '—'}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted text-xs">Auction ends in</dt>
        <dd className="truncate text-fg">
          <Countdown until={bid.auction_ends_at} onEnd={onEnd} />
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted text-xs">Featured next</dt>
        <dd className="truncate">
          {next ? (
            <TokenLink address={next.address} className="relative z-10 text-accent hover:underline">
              ${withoutReordering(next.ticker)}
            </TokenLink>
          ) : (
            <span className="text-muted">—</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
