import { LookalikeWarning } from '@/components/ui/lookalike-warning';
import { PercentChange } from '@/components/ui/percent-change';
import { TokenLink } from '@/components/ui/token-link';
import { TokenLogo } from '@/components/ui/token-logo';
import { formatEth } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';

interface BannerTokenProps {
  token: {
    address: string;
    name: string;
    ticker: string;
    image_url: string;
    market_cap: number;
    price_change_24h: number;
  };
}

/**
 * The token a banner is about: logo, name (the link, stretched over the whole banner), ticker, market
 * cap and 24h change. Token text is untrusted: text only, one line, isolated with dir="auto".
 */
export function BannerToken({ token }: BannerTokenProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <TokenLogo src={token.image_url} ticker={token.ticker} size="lg" eager />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-fg text-lg leading-7">
          <TokenLink
            address={token.address}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent focus-visible:after:outline-offset-2"
          >
            {withoutReordering(token.name)}
          </TokenLink>
        </p>
        <p className="flex min-w-0 items-center gap-2 text-muted text-sm leading-6">
          <span dir="auto" className="truncate">
            ${withoutReordering(token.ticker)}
          </span>
          <span className="shrink-0 text-fg tabular-nums">{formatEth(token.market_cap)}</span>
          <PercentChange value={token.price_change_24h} />
          <LookalikeWarning name={token.name} ticker={token.ticker} className="relative z-10 min-w-0" />
        </p>
      </div>
    </div>
  );
}
