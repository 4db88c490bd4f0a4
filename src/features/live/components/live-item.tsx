import { formatUnits } from 'viem';
import { ProfileLink } from '@/components/ui/profile-link';
import { TokenLink } from '@/components/ui/token-link';
import { formatAmount, formatEth, shortAddress } from '@/lib/format';
import type { LiveMarketItem } from '@/lib/live-market/use-live-market';

const linkClass = 'rounded-sm hover:text-fg hover:underline';

/** "$TICK" when the ticker is known, else the token's short address. */
function TokenName({ address, ticker }: { address: string; ticker: string | undefined }) {
  return (
    <TokenLink
      address={address}
      className={`${linkClass} inline-block max-w-32 truncate align-bottom font-medium text-fg`}
    >
      {ticker ? `$${ticker}` : shortAddress(address)}
    </TokenLink>
  );
}

/**
 * One launch or trade, as a sentence: "0xab…cd bought 0.05 ETH of $TICK", "New: $TICK by 0xab…cd".
 * The token links to its page and the trader to their profile. Display only: the amounts stay bigint
 * until this one conversion for the eye.
 */
export function LiveItemText({ item, ticker }: { item: LiveMarketItem; ticker: string | undefined }) {
  if (item.kind === 'launch') {
    const { launch } = item;
    return (
      <span className="truncate">
        <span className="font-medium text-accent">New:</span>{' '}
        <TokenName address={launch.token} ticker={launch.symbol || ticker} /> <span className="text-muted">by</span>{' '}
        <ProfileLink address={launch.creator} className={`${linkClass} text-muted`} />
      </span>
    );
  }
  const { trade } = item;
  const eth = Number(formatUnits(trade.ethAmount, 18));
  const buy = trade.side === 'buy';
  return (
    // One line of text with real spaces (a flex row would drop them, and a screen reader would run
    // the words together).
    <span className="truncate">
      {/* On a phone the trade's token and amount take the room; the trader's profile is a tap away on the token page. */}
      <ProfileLink address={trade.trader} className={`${linkClass} text-muted max-sm:hidden`} />{' '}
      <span className={buy ? 'text-up' : 'text-down'}>{buy ? 'bought' : 'sold'}</span>{' '}
      <span className="text-fg" title={`${formatAmount(eth, 8)} ETH`}>
        {formatEth(eth)}
      </span>{' '}
      <span className="text-muted">of</span> <TokenName address={trade.token} ticker={ticker} />
    </span>
  );
}
