import type { TokenListItem } from '@interface/tokens';
import type { ReactNode } from 'react';
import { formatUnits, zeroAddress } from 'viem';
import { useNow } from '@/lib/use-now';
import { type FirstBuy, marketAfterLaunch } from '../lib/first-buy';
import type { LaunchFields } from '../lib/launch-fields';
import { linkOrNull } from '../lib/launch-fields';

/** Draws a token as discovery does: the route hands in discovery's own card, never a copy of it. */
export type RenderTokenCard = (token: TokenListItem, now: number) => ReactNode;

interface LaunchPreviewProps {
  fields: LaunchFields;
  imageUrl: string | undefined;
  firstBuy: FirstBuy;
  owner: string | undefined;
  renderCard: RenderTokenCard;
}

/** The token as the discovery grid will list it just after the launch (and its first buy, if any). */
function previewToken(
  fields: LaunchFields,
  imageUrl: string | undefined,
  firstBuy: FirstBuy,
  owner: string | undefined,
  now: number,
): TokenListItem {
  const market = marketAfterLaunch(firstBuy);
  const bought = firstBuy.kind === 'ok';
  return {
    address: zeroAddress,
    created_at: new Date(now).toISOString(),
    owner: owner?.toLowerCase() ?? zeroAddress,
    name: fields.name || 'Your token',
    ticker: fields.ticker || 'TICKER',
    description: fields.description,
    image_url: imageUrl ?? '',
    telegram: linkOrNull(fields.telegram),
    twitter: linkOrNull(fields.twitter),
    website: linkOrNull(fields.website),
    market_cap: market.marketCap,
    funding_progress: market.fundingProgress,
    price_eth: market.priceEth,
    volume_24h: bought ? Number(formatUnits(firstBuy.ethIn, 18)) : 0,
    price_change_24h: 0,
    txns_24h_buys: bought ? 1 : 0,
    txns_24h_sells: 0,
    total_holders: bought ? 1 : 0,
  };
}

export function LaunchPreview({ fields, imageUrl, firstBuy, owner, renderCard }: LaunchPreviewProps) {
  const now = useNow();
  return (
    <section aria-labelledby="launch-preview-title" className="flex flex-col gap-2">
      <h2 id="launch-preview-title" className="font-semibold text-fg text-sm">
        Preview in discovery
      </h2>
      {/* inert: the card's link leads nowhere yet (the token has no address before its launch). */}
      <div inert className="max-w-sm">
        {renderCard(previewToken(fields, imageUrl, firstBuy, owner, now), now)}
      </div>
    </section>
  );
}
