import type { TokenListItem } from '@interface/tokens';
import { Age } from '@/components/ui/age';
import { LookalikeWarning } from '@/components/ui/lookalike-warning';
import { PercentChange } from '@/components/ui/percent-change';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SafeExternalLink } from '@/components/ui/safe-external-link';
import { TokenLink } from '@/components/ui/token-link';
import { TokenLogo } from '@/components/ui/token-logo';
import { WatchStar } from '@/components/ui/watch-star';
import { formatCount, formatEth, formatPercent } from '@/lib/format';
import { withoutReordering } from '@/lib/lookalike';
import { safeHref } from '@/lib/safe-link';

const SOCIALS = [
  { key: 'website', label: 'Web' },
  { key: 'telegram', label: 'Telegram' },
  { key: 'twitter', label: 'X' },
] as const;

interface TokenCardProps {
  token: TokenListItem;
  /** Passed in so that every card of a page measures age from the same instant. */
  now: number;
}

/**
 * One token in the grid. Every string in it comes from whoever launched the token: it is rendered
 * as text only, clamped by CSS, and isolated with dir="auto" so that a right-to-left override cannot
 * flip the text around it. The card has a fixed anatomy (every row always present, one line or a
 * fixed clamp each) so that all cards, and their skeletons, have the same height.
 */
export function TokenCard({ token, now }: TokenCardProps) {
  const live = token.funding_progress >= 1;
  const socials = SOCIALS.filter((s) => safeHref(token[s.key], s.key));
  return (
    <article
      data-testid="token-card"
      className="relative flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-line-strong"
    >
      <div className="flex items-start gap-3">
        <TokenLogo src={token.image_url} ticker={token.ticker} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-base text-fg leading-6">
            {/* The whole card is the link's hit area (after:inset-0); the social links sit above it. Its focus
                ring is drawn inside the card: the grid cell contains its paint (content-visibility). */}
            <TokenLink
              address={token.address}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent focus-visible:after:-outline-offset-2"
            >
              {withoutReordering(token.name)}
            </TokenLink>
          </h3>
          <p className="flex gap-2 text-muted text-sm leading-6">
            <span dir="auto" className="truncate">
              ${withoutReordering(token.ticker)}
            </span>
            <Age at={token.created_at} now={now} className="shrink-0" />
          </p>
        </div>
        <PercentChange value={token.price_change_24h} className="text-sm leading-6" />
        {/* Above the card's link (z-10), like the social links. */}
        <WatchStar address={token.address} name={token.name} className="relative z-10 -my-1 -me-2" />
      </div>
      <p dir="auto" className="line-clamp-2 h-10 break-words text-muted text-sm leading-5">
        {withoutReordering(token.description)}
      </p>
      {/* Short labels: four stats share a card's width down to 360 px without cutting values. */}
      <dl className="grid grid-cols-[auto_1fr_auto_1fr] gap-x-2 gap-y-1 text-sm leading-5">
        <dt className="text-muted" title="Market cap">
          MC
        </dt>
        <dd className="truncate text-fg tabular-nums">{formatEth(token.market_cap, 3)}</dd>
        <dt className="text-muted" title="Volume, 24 hours">
          Vol
        </dt>
        <dd className="truncate text-fg tabular-nums">{formatEth(token.volume_24h, 3)}</dd>
        <dt className="text-muted" title="Buys / sells, 24 hours">
          Txns
        </dt>
        <dd className="truncate text-muted tabular-nums">
          <span className="text-up">{formatCount(token.txns_24h_buys)}</span>/
          <span className="text-down">{formatCount(token.txns_24h_sells)}</span>
        </dd>
        <dt className="text-muted">Holders</dt>
        <dd className="truncate text-fg tabular-nums">{formatCount(token.total_holders)}</dd>
      </dl>
      <div className="flex h-5 items-center gap-2 text-xs">
        {live ? (
          <span className="rounded-md bg-up/15 px-1.5 font-semibold text-up leading-5">Live</span>
        ) : (
          <>
            <ProgressBar value={token.funding_progress} label="Bonding curve progress" />
            <span className="w-12 shrink-0 text-end text-muted tabular-nums">
              {formatPercent(token.funding_progress * 100)}
            </span>
          </>
        )}
      </div>
      <div className="mt-auto flex h-6 min-w-0 items-center gap-3 text-sm">
        <LookalikeWarning name={token.name} ticker={token.ticker} className="relative z-10 min-w-0" />
        {socials.map((s) => (
          <SafeExternalLink
            key={s.key}
            href={token[s.key]}
            kind={s.key}
            className="relative z-10 shrink-0 text-accent hover:underline first-of-type:ms-auto"
          >
            {s.label}
          </SafeExternalLink>
        ))}
      </div>
    </article>
  );
}
