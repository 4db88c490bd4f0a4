import { formatEther } from 'viem';
import { AuctionCallButton } from './auction-call-button';

/** For an outbid bidder: the ETH the contract holds for them (owed), and the button that pulls it. */
export function WithdrawPanel({ owed }: { owed: bigint }) {
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
      <AuctionCallButton
        purpose="withdraw"
        call={{ fn: 'withdraw' }}
        label={{ title: `Withdraw ${amount}`, confirmedTitle: `Withdrew ${amount}` }}
      >
        Withdraw
      </AuctionCallButton>
    </section>
  );
}
