import type { TokenDetail } from '@interface/tokens';
import { Age } from '@/components/ui/age';
import { CopyButton } from '@/components/ui/copy-button';
import { LookalikeWarning } from '@/components/ui/lookalike-warning';
import { PercentChange } from '@/components/ui/percent-change';
import { PriceText } from '@/components/ui/price-text';
import { ProfileLink } from '@/components/ui/profile-link';
import { SafeExternalLink } from '@/components/ui/safe-external-link';
import { TokenLogo } from '@/components/ui/token-logo';
import { WatchStar } from '@/components/ui/watch-star';
import { formatEth } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { useNow } from '@/lib/use-now';
import type { SameTicker } from '../lib/same-ticker';
import { AddressText } from './address-text';

const SOCIALS = [
  { key: 'website', label: 'Website' },
  { key: 'telegram', label: 'Telegram' },
  { key: 'twitter', label: 'X' },
] as const;

interface TokenHeaderProps {
  token: TokenDetail;
  /** From the batch lookup; until it answers, the state follows from the funding progress. */
  graduated: boolean;
  /** Other tokens launched under the same ticker. */
  sameTicker: SameTicker;
  /** From the batch lookup, once it has answered. */
  change24h: number | undefined;
}

/** Who and what the token is. Every string comes from its creator: text only, isolated with dir="auto". */
export function TokenHeader({ token, graduated, sameTicker, change24h }: TokenHeaderProps) {
  // The clock ticks here, not in the page: only what shows an age re-renders every second.
  const now = useNow();
  const socials = SOCIALS.filter((s) => token[s.key]);
  return (
    <header className="flex items-start gap-4">
      <TokenLogo src={token.image_url} ticker={token.ticker} size="lg" eager />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 dir="auto" className="min-w-0 break-words font-semibold text-2xl text-fg tracking-tight">
            {withoutReordering(token.name)}
          </h1>
          <span dir="auto" className="text-lg text-muted">
            ${withoutReordering(token.ticker)}
          </span>
          <WatchStar address={token.address} name={token.name} />
          <StatusBadge graduated={graduated} />
          <LookalikeWarning name={token.name} ticker={token.ticker} />
          {sameTicker.count > 0 ? <SameTickerWarning {...sameTicker} /> : null}
        </div>
        {/* The figures a trader looks for first, at the top on every screen; the details follow below.
            Each trade changes them: their boxes keep a width (digits are tabular) wider than their
            usual text, so a longer price or change moves nothing beside it. */}
        <p className="flex flex-wrap items-baseline gap-x-3 text-fg tabular-nums">
          <span className="inline-block min-w-[11ch] font-semibold text-xl">
            <PriceText eth={token.price_eth} />
          </span>
          {change24h !== undefined ? <PercentChange value={change24h} className="inline-block min-w-[7ch]" /> : null}
          <span className="text-muted text-sm">Market cap {formatEth(token.market_cap)}</span>
        </p>
        <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted text-sm">
          <div className="flex items-center gap-2">
            <dt>Address</dt>
            <dd className="flex items-center gap-2">
              <AddressText address={token.address} />
              <CopyButton value={token.address} label="Copy token address" />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>Creator</dt>
            <dd className="flex items-center gap-2">
              <ProfileLink address={token.owner} />
              <CopyButton value={token.owner} label="Copy creator address" />
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>Created</dt>
            <dd>
              <Age at={token.created_at} now={now} suffix=" ago" />
            </dd>
          </div>
        </dl>
        {token.description ? (
          <p dir="auto" className="max-w-3xl whitespace-pre-line break-words text-fg/90 text-sm">
            {token.description}
          </p>
        ) : null}
        {socials.length > 0 ? (
          <ul aria-label="Links" className="flex flex-wrap gap-3 text-sm">
            {socials.map((s) => (
              <li key={s.key}>
                <SafeExternalLink href={token[s.key]} kind={s.key} className="text-accent hover:underline">
                  {s.label}
                </SafeExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}

function StatusBadge({ graduated }: { graduated: boolean }) {
  return graduated ? (
    <span className="rounded-md border border-up/40 bg-up/10 px-2 py-0.5 font-medium text-up text-xs">
      Graduated · trading on the pair
    </span>
  ) : (
    <span className="rounded-md border border-accent/40 bg-accent/10 px-2 py-0.5 font-medium text-accent text-xs">
      Funding · on the bonding curve
    </span>
  );
}

function SameTickerWarning({ count, atLeast }: SameTicker) {
  const others = `${atLeast ? 'at least ' : ''}${count} other ${count === 1 ? 'token uses' : 'tokens use'}`;
  return (
    <span
      data-testid="same-ticker-warning"
      title="Tickers are not unique: check the address before you buy."
      className="inline-flex items-center gap-1 rounded-md border border-warn/40 bg-warn/10 px-1.5 py-0.5 font-medium text-warn text-xs"
    >
      <span aria-hidden="true">⚠</span>
      {others} this ticker<span className="sr-only">: check the address before you buy</span>
    </span>
  );
}
