import { useState } from 'react';
import { formatEther } from 'viem';
import { env } from '@/app/env';
import { Button } from '@/components/ui/button';
import { sendAuctionCall } from '../api/auction-chain';
import { useAuctionSend } from '../api/use-auction';
import { type AuctionFailure, describeAuctionFailure } from '../lib/auction-failure';
import { FailureMessage } from './failure-message';
import { WalletGate } from './wallet-gate';

/** For an outbid bidder: the ETH the contract holds for them (owed), and the button that pulls it. */
export function WithdrawPanel({ owed }: { owed: bigint }) {
  const send = useAuctionSend();
  const [failure, setFailure] = useState<AuctionFailure | null>(null);
  const amount = `${formatEther(owed)} ETH`;
  return (
    <section
      aria-labelledby="withdraw-title"
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-surface p-4"
    >
      <h2 id="withdraw-title" className="font-semibold text-fg">
        You were outbid
      </h2>
      <p className="text-fg">You can withdraw {amount}.</p>
      <WalletGate purpose="withdraw">
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
                    { fn: 'withdraw' },
                    {
                      title: `Withdraw ${amount}`,
                      confirmedTitle: `Withdrew ${amount}`,
                    },
                  ),
                { onError: (error) => setFailure(describeAuctionFailure(error, 'withdraw')) },
              );
            }}
          >
            {send.isPending ? 'Confirm in your wallet, then wait for the chain…' : 'Withdraw'}
          </Button>
        )}
      </WalletGate>
      {failure ? <FailureMessage failure={failure} /> : null}
    </section>
  );
}
