import { useState } from 'react';
import { env } from '@/app/env';
import { Button } from '@/components/ui/button';
import { sendAuctionCall } from '../api/auction-chain';
import { useAuctionSend } from '../api/use-auction';
import { dayDate } from '../lib/auction-clock';
import { type AuctionFailure, describeAuctionFailure } from '../lib/auction-failure';
import { FailureMessage } from './failure-message';
import { WalletGate } from './wallet-gate';

/**
 * After the end, before anyone settled: anyone may settle, which features the winner on its day and
 * opens the next auction. Until then no bid is taken.
 */
export function SettlePanel({ day, hasWinner }: { day: bigint; hasWinner: boolean }) {
  const send = useAuctionSend();
  const [failure, setFailure] = useState<AuctionFailure | null>(null);
  return (
    <section
      aria-labelledby="settle-title"
      className="flex flex-col gap-3 rounded-xl border border-warn/40 bg-surface p-4"
    >
      <h2 id="settle-title" className="font-semibold text-fg">
        The auction for {dayDate(day)} has ended
      </h2>
      <p className="text-muted text-sm">
        {hasWinner
          ? 'Settling features the winner on that day'
          : 'Nobody bid: settling leaves that day without a featured token'}
        {' and opens the next auction. Anyone can settle it, for the gas alone.'}
      </p>
      <WalletGate purpose="settle">
        {(wallet) => (
          <Button
            busy={send.isPending}
            disabled={send.isPending}
            onClick={() => {
              setFailure(null);
              send.mutate(
                () =>
                  sendAuctionCall(
                    wallet.config,
                    env.chainId,
                    wallet.account,
                    { fn: 'settle' },
                    {
                      title: `Settle the auction for ${dayDate(day)}`,
                      confirmedTitle: 'Auction settled',
                    },
                  ),
                { onError: (error) => setFailure(describeAuctionFailure(error, 'settle')) },
              );
            }}
          >
            {send.isPending ? 'Confirm in your wallet, then wait for the chain…' : 'Settle'}
          </Button>
        )}
      </WalletGate>
      {failure ? <FailureMessage failure={failure} /> : null}
    </section>
  );
}
