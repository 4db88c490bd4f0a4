import { dayDate } from '../lib/auction-clock';
import { AuctionCallButton } from './auction-call-button';

/**
 * After the end, before anyone settled: anyone may settle, which features the winner on its day and
 * opens the next auction. Until then no bid is taken.
 */
export function SettlePanel({ day, hasWinner }: { day: bigint; hasWinner: boolean }) {
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
      <AuctionCallButton
        purpose="settle"
        call={{ fn: 'settle' }}
        label={{ title: `Settle the auction for ${dayDate(day)}`, confirmedTitle: 'Auction settled' }}
      >
        Settle
      </AuctionCallButton>
    </section>
  );
}
