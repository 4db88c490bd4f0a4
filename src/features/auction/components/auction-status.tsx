import type { BatchToken } from '@interface/tokens';
import { useEffect, useRef, useState } from 'react';
import { type Address, formatEther } from 'viem';
import { TokenLink } from '@/components/ui/token-link';
import { formatDuration, shortAddress } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { sameAddress } from '@/lib/same-address';
import type { AuctionSnapshot } from '../api/auction-chain';
import { type AuctionEnd, movedEnd } from '../lib/auction-clock';

const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)} UTC`;

interface AuctionStatusProps {
  auction: AuctionSnapshot;
  /** The chain's clock now (ms). */
  chainNow: number;
  account: Address | undefined;
  names: ReadonlyMap<string, BatchToken> | undefined;
}

/** The auction for tomorrow's slot as the contract holds it: leader, their bid, the minimum next bid, the time left. */
export function AuctionStatus({ auction, chainNow, account, names }: AuctionStatusProps) {
  const moved = useMovedEnd(auction);
  const left = auction.endsAt - chainNow;
  const extended = auction.endsAt > Number(auction.day) * 86_400_000;
  // The contract's cap on late bids: an hour past the scheduled end (the start of the day sold).
  const hardStop = Number(auction.day) * 86_400_000 + 3_600_000;
  const token = auction.token ? names?.get(auction.token.toLowerCase()) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Item label="Leader">
          {auction.leader ? (
            <span className="font-mono" title={auction.leader}>
              {sameAddress(auction.leader, account) ? 'You' : shortAddress(auction.leader)}
            </span>
          ) : (
            <span className="text-muted">No bids yet</span>
          )}
        </Item>
        <Item label="Their bid">{auction.leader ? `${formatEther(auction.amount)} ETH` : '—'}</Item>
        <Item label="Minimum next bid">{`${formatEther(auction.minimumBid)} ETH`}</Item>
        <Item label={left > 0 ? 'Ends in' : 'Ended'}>
          <time
            dateTime={new Date(auction.endsAt).toISOString()}
            title={utcTime(auction.endsAt)}
            className="tabular-nums"
          >
            {left > 0 ? formatDuration(left) : `at ${utcTime(auction.endsAt)}`}
          </time>
        </Item>
      </dl>
      {auction.token ? (
        <p className="text-muted text-sm">
          {'Leading token: '}
          <TokenLink address={auction.token} className="text-accent underline underline-offset-2">
            {token
              ? `${withoutReordering(token.name)} ($${withoutReordering(token.ticker)})`
              : shortAddress(auction.token)}
          </TokenLink>
        </p>
      ) : (
        <p className="text-muted text-sm">
          No bids yet: the first bid of at least {formatEther(auction.minimumBid)} ETH leads.
        </p>
      )}
      <p className="text-muted text-xs">
        A bid in the last 10 minutes moves the end 10 minutes later, never more than an hour past midnight.
        {extended ? ` Late bids have moved this auction’s end past midnight, to ${utcTime(auction.endsAt)}.` : ''}
      </p>
      {/* Polite: said once when it happens, never for each second of the countdown. */}
      <p role="status" className="text-sm text-warn empty:hidden">
        {moved
          ? moved.to >= hardStop
            ? `A late bid moved the end to its hard stop: it ends at ${utcTime(moved.to)}, and no bid moves it further.`
            : `A late bid moved the end: it now ends at ${utcTime(moved.to)}.`
          : ''}
      </p>
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="truncate text-fg tabular-nums">{children}</dd>
    </div>
  );
}

/** The end a late bid moved while the page was open, kept until the auction changes day. */
function useMovedEnd(auction: AuctionSnapshot) {
  const previous = useRef<AuctionEnd | undefined>(undefined);
  const [moved, setMoved] = useState<{ from: number; to: number } | null>(null);
  const { day, endsAt } = auction;
  useEffect(() => {
    const next = { day, endsAt };
    const change = movedEnd(previous.current, next);
    if (change) setMoved(change);
    else if (previous.current && previous.current.day !== day) setMoved(null);
    previous.current = next;
  }, [day, endsAt]);
  return moved;
}
