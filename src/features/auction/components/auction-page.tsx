import { useEffect } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SlowNotice } from '@/components/ui/slow-notice';
import { useWallet } from '@/features/wallet/wallet-state';
import { useNow } from '@/lib/use-now';
import type { AuctionSnapshot } from '../api/auction-chain';
import { useTokenNames } from '../api/auction-service';
import { useAuctionState, useRefreshAuctionOnNewBlock, useSettledDays } from '../api/use-auction';
import { chainClockOffset, dayDate } from '../lib/auction-clock';
import { AuctionHistory } from './auction-history';
import { AuctionStatus } from './auction-status';
import { BidForm } from './bid-form';
import { FeaturedToday } from './featured-today';
import { SettlePanel } from './settle-panel';
import { WithdrawPanel } from './withdraw-panel';

/**
 * /auction: today's featured token, the auction for tomorrow's slot read from the contract at the
 * latest block (again on each new block), the bid, the withdrawal of an outbid bid, the settlement
 * after the end, and the past days.
 */
export function AuctionPage() {
  const wallet = useWallet();
  const { config, account, load } = wallet;
  // The chain is read through the wallet layer's client, connected or not: load it now.
  useEffect(() => load(), [load]);
  const state = useAuctionState(config, account?.address);
  useRefreshAuctionOnNewBlock(config);
  const settled = useSettledDays(config, state.data?.day);
  const days = settled.data?.pages.flatMap((page) => page.days);
  const tokens = [state.data?.token, ...(days ?? []).map((d) => d.token)].filter((t) => t != null);
  const names = useTokenNames(tokens);
  const now = useNow(1000);
  // The countdown runs on the chain's clock, which a local chain may have moved ahead of ours.
  const chainNow = state.data ? now + chainClockOffset(state.data.blockTime, state.data.readAt) : now;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl text-fg">Featured auction</h1>
        <p className="text-muted text-sm">
          Each day’s featured slot goes to the highest bid of the day before. Outbid bids are yours to withdraw.
        </p>
      </header>
      <FeaturedToday />
      <section
        aria-labelledby="auction-title"
        className="relative flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
      >
        <h2 id="auction-title" className="font-semibold text-fg">
          {state.data ? `Auction for ${dayDate(state.data.day)}` : 'Auction for tomorrow'}
        </h2>
        <SlowNotice
          active={wallet.status !== 'failed' && !state.isError && state.data === undefined}
          what="the auction"
        />
        {wallet.status === 'failed' ? (
          <ErrorState
            title="The auction could not be read"
            error={new Error('The wallet layer, which reads the chain, failed to load. Reload the page.')}
          />
        ) : state.isError && !state.data ? (
          <ErrorState
            title="The auction could not be read from the chain"
            error={state.error}
            onRetry={() => void state.refetch()}
            retrying={state.isFetching}
          />
        ) : state.data ? (
          <AuctionStatus auction={state.data} chainNow={chainNow} account={account?.address} names={names.data} />
        ) : (
          <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        )}
      </section>
      {state.data ? <AuctionActions auction={state.data} chainNow={chainNow} /> : null}
      <AuctionHistory
        days={days}
        loading={settled.isPending}
        error={settled.isError && !settled.isFetchNextPageError ? settled.error : null}
        onRetry={() => void settled.refetch()}
        names={names.data}
        older={{
          more: settled.hasNextPage,
          loading: settled.isFetchingNextPage,
          error: settled.isFetchNextPageError ? settled.error : null,
          load: () => void settled.fetchNextPage(),
        }}
      />
    </div>
  );
}

/** What one can do now: withdraw an outbid bid, and bid while the auction runs or settle once it has ended. */
function AuctionActions({ auction, chainNow }: { auction: AuctionSnapshot; chainNow: number }) {
  const ended = chainNow >= auction.endsAt;
  return (
    <>
      {auction.owed ? <WithdrawPanel owed={auction.owed} /> : null}
      {ended ? (
        <SettlePanel day={auction.day} hasWinner={auction.leader !== null} />
      ) : (
        <BidForm day={auction.day} minimum={auction.minimumBid} />
      )}
    </>
  );
}
