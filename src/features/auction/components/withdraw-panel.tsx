import { formatEther } from 'viem';
import { Button } from '@/components/ui/button';
import { useAuctionSend } from '../api/use-auction';
import { FailureMessage } from './failure-message';
import { WalletGate } from './wallet-gate';

/** For an outbid bidder: the ETH the contract holds for them (owed), and the button that pulls it. */
export function WithdrawPanel({ owed }: { owed: bigint }) {
  const tx = useAuctionSend();
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
            busy={tx.isPending}
            disabled={tx.isPending}
            onClick={() =>
              tx.send({
                wallet,
                call: { fn: 'withdraw' },
                label: {
                  title: `Withdraw ${amount}`,
                  confirmedTitle: `Withdrew ${amount}`,
                },
              })
            }
          >
            {tx.isPending ? 'Confirm in your wallet, then wait for the chain…' : 'Withdraw'}
          </Button>
        )}
      </WalletGate>
      {tx.failure ? <FailureMessage failure={tx.failure} /> : null}
    </section>
  );
}
