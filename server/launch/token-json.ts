import type { Config } from '../config';
import { iso } from '../context';
import { VOLUME_UNITS_PER_ETH } from '../ingest/windows';

/** The columns every token answer is built from; reading fewer columns is most of a list's cost. */
export const TOKEN_COLUMNS = [
  ...['id', 'address', 'created_at', 'owner', 'name', 'ticker', 'description', 'image_url'],
  ...['telegram', 'twitter', 'website', 'is_graduated', 'price_eth', 'market_cap', 'funding_progress'],
  ...['total_holders', 'buys_24h', 'sells_24h', 'volume_24h', 'price_ref_24h'],
  ...['buys_1h', 'sells_1h', 'volume_1h', 'price_ref_1h', 'top10_balance', 'dev_balance'],
] as const;

/** A `tokens` row with {@link TOKEN_COLUMNS}. */
type WindowColumns = {
  [K in `${'buys' | 'sells' | 'volume' | 'price_ref'}_${'1h' | '24h'}`]: number;
};

export interface TokenRow extends WindowColumns {
  id: number;
  address: string;
  created_at: number;
  owner: string;
  name: string;
  ticker: string;
  description: string;
  image_url: string;
  telegram: string | null;
  twitter: string | null;
  website: string | null;
  is_graduated: number;
  price_eth: number;
  market_cap: number;
  funding_progress: number;
  total_holders: number;
  /** Whole tokens held by the ten largest holders and by the creator, kept by ingest. */
  top10_balance: number;
  dev_balance: number;
}

const change = (now: number, ref: number) => (ref > 0 ? ((now - ref) / ref) * 100 : 0);

/** Logos the service renders itself are stored as paths; browsers need them absolute. */
export const imageUrl = (stored: string, config: Config) =>
  stored.startsWith('/') ? `${config.launchPublicUrl}${stored}` : stored;

export function identityJson(t: TokenRow, config: Config) {
  return {
    address: t.address,
    created_at: iso(t.created_at),
    owner: t.owner,
    name: t.name,
    ticker: t.ticker,
    description: t.description,
    image_url: imageUrl(t.image_url, config),
  };
}

export const socialsJson = (t: TokenRow) => ({ telegram: t.telegram, twitter: t.twitter, website: t.website });

export const marketJson = (t: TokenRow) => ({
  market_cap: t.market_cap,
  funding_progress: t.funding_progress,
  price_eth: t.price_eth,
});

export const metrics24hJson = (t: TokenRow) => ({
  volume_24h: t.volume_24h / VOLUME_UNITS_PER_ETH,
  price_change_24h: change(t.price_eth, t.price_ref_24h),
  txns_24h_buys: t.buys_24h,
  txns_24h_sells: t.sells_24h,
});

export const metrics1hJson = (t: TokenRow) => ({
  volume_1h: t.volume_1h / VOLUME_UNITS_PER_ETH,
  price_change_1h: change(t.price_eth, t.price_ref_1h),
  txns_1h_buys: t.buys_1h,
  txns_1h_sells: t.sells_1h,
});
