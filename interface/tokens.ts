import { addressSchema, csvParam, intParam, isoTimestampSchema, numberParam } from './common';
import { z } from './zod';

/** The launch service's tokens: lists, one token with its trades, batches, the king of the hill and the featured token. */

const tokenIdentity = {
  address: addressSchema,
  created_at: isoTimestampSchema,
  owner: addressSchema,
  name: z.string(),
  ticker: z.string(),
  description: z.string(),
  image_url: z.string(),
};
const tokenSocials = {
  telegram: z.nullable(z.string()),
  twitter: z.nullable(z.string()),
  website: z.nullable(z.string()),
};
const tokenMarket = {
  market_cap: z.number().register(z.globalRegistry, { description: 'ETH' }),
  funding_progress: z.number().check(z.gte(0), z.lte(1)),
  price_eth: z.number(),
};
const metrics24h = {
  volume_24h: z.number().register(z.globalRegistry, { description: 'ETH' }),
  price_change_24h: z.number().register(z.globalRegistry, { description: 'percent' }),
  txns_24h_buys: z.int(),
  txns_24h_sells: z.int(),
};
const metrics1h = {
  volume_1h: z.number().register(z.globalRegistry, { description: 'ETH' }),
  price_change_1h: z.number().register(z.globalRegistry, { description: 'percent' }),
  txns_1h_buys: z.int(),
  txns_1h_sells: z.int(),
};
const holders = {
  total_holders: z.int(),
  top_10_percentage: z.number(),
  dev_holding_percentage: z.number(),
};

export const tokenListItemSchema = z
  .object({ ...tokenIdentity, ...tokenSocials, ...tokenMarket, ...metrics24h, total_holders: holders.total_holders })
  .register(z.globalRegistry, { id: 'TokenListItem' });
export type TokenListItem = z.infer<typeof tokenListItemSchema>;

export const tokenSortValues = ['newest', 'oldest', 'trending', 'mcap-high', 'mcap-low'] as const;
export const timeframeValues = ['5m', '1h', '6h', '24h'] as const;
export const statusValues = ['live', 'funding'] as const;
export const socialValues = ['telegram', 'twitter', 'website'] as const;
export type TokenSort = (typeof tokenSortValues)[number];
export type Timeframe = (typeof timeframeValues)[number];
export type TokenStatus = (typeof statusValues)[number];
export type Social = (typeof socialValues)[number];

export const TOKEN_PAGE_SIZE = 24;

/** A date-time without an offset means UTC, not whatever zone the server runs in. */
const utc = (s: string) => (/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s) ? `${s}Z` : s);

const dateParam = z
  .pipe(
    z.string().check(
      z.trim(),
      z.refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(utc(s))), 'must be an ISO 8601 date'),
    ),
    z.transform((s: string) => new Date(utc(s)).toISOString()),
  )
  .register(z.globalRegistry, { description: 'ISO 8601 date or timestamp' });

function bounded(lo: number, hi?: number) {
  const n = z.pipe(numberParam, z.number().check(z.gte(lo)));
  return z.optional(hi === undefined ? n : z.pipe(n, z.number().check(z.lte(hi))));
}

export const tokenListQuerySchema = z
  .object({
    page: z._default(z.optional(z.pipe(intParam, z.int().check(z.gte(1)))), 1),
    search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    status: z.optional(csvParam(statusValues)),
    sortBy: z._default(z.optional(z.enum(tokenSortValues)), 'newest'),
    timeframe: z._default(z.optional(z.enum(timeframeValues)), '24h'),
    socials: z.optional(csvParam(socialValues)),
    fundingMin: bounded(0, 1),
    fundingMax: bounded(0, 1),
    marketCapMin: bounded(0),
    marketCapMax: bounded(0),
    txCountMin: bounded(0),
    txCountMax: bounded(0),
    createdFrom: z.optional(dateParam),
    createdTo: z.optional(dateParam),
  })
  .check(
    z.superRefine((q, ctx) => {
      const pairs = [
        ['fundingMin', 'fundingMax'],
        ['marketCapMin', 'marketCapMax'],
        ['txCountMin', 'txCountMax'],
        ['createdFrom', 'createdTo'],
      ] as const;
      for (const [lo, hi] of pairs) {
        const a = q[lo];
        const b = q[hi];
        if (a !== undefined && b !== undefined && a > b) {
          ctx.addIssue({ code: 'custom', path: [lo], message: `must not be greater than ${hi}` });
        }
      }
    }),
  );
export type TokenListQuery = z.infer<typeof tokenListQuerySchema>;

export const tokenListResponseSchema = z
  .object({
    tokens: z.array(tokenListItemSchema),
    totalCount: z.int(),
    totalPages: z.int(),
  })
  .register(z.globalRegistry, { id: 'TokenList' });
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;

export const priceUpdateSchema = z
  .object({
    tx_hash: z.string(),
    block_number: z.int(),
    log_index: z
      .nullable(z.int())
      .register(z.globalRegistry, { description: 'the log in its block; with tx_hash, unique per trade' }),
    timestamp: isoTimestampSchema,
    trader: addressSchema,
    side: z.enum(['buy', 'sell']),
    eth_amount: z.number(),
    token_amount: z.number(),
    price_eth: z.number(),
    supply: z.number().register(z.globalRegistry, { description: 'tokens in circulation after the trade' }),
    market_cap: z.number(),
  })
  .register(z.globalRegistry, { id: 'PriceUpdate' });
export type PriceUpdate = z.infer<typeof priceUpdateSchema>;

export const addressQuerySchema = z.object({ address: addressSchema });

export const tokenDetailSchema = z
  .object({ ...tokenIdentity, ...tokenSocials, ...tokenMarket, price_updates: z.array(priceUpdateSchema) })
  .register(z.globalRegistry, { id: 'TokenDetail' });
export type TokenDetail = z.infer<typeof tokenDetailSchema>;

export const kingOfTheHillSchema = z
  .object({ ...tokenIdentity, ...tokenSocials, ...tokenMarket, ...metrics24h })
  .register(z.globalRegistry, { id: 'KingOfTheHill' });
export type KingOfTheHill = z.infer<typeof kingOfTheHillSchema>;

export const bidSchema = z
  .object({
    day: z.iso.date(),
    token_address: addressSchema,
    bidder: addressSchema,
    amount_eth: z.number(),
    tx_hash: z.string(),
    timestamp: isoTimestampSchema,
  })
  .register(z.globalRegistry, { id: 'Bid' });

export const bidDataSchema = z
  .object({
    current_bid_eth: z.nullable(z.number()),
    current_bidder: z.nullable(addressSchema),
    current_bid_token: z.nullable(addressSchema),
    auction_ends_at: isoTimestampSchema,
    next_featured_token: z.nullable(
      z.object({ address: addressSchema, name: z.string(), ticker: z.string(), image_url: z.string() }),
    ),
    history: z.array(bidSchema),
  })
  .register(z.globalRegistry, { id: 'BidData' });
export type BidData = z.infer<typeof bidDataSchema>;

export const featuredQuerySchema = z.object({
  includeBidData: z._default(
    z.optional(
      z.pipe(
        z.enum(['true', 'false'], { error: 'must be true or false' }),
        z.transform((v) => v === 'true'),
      ),
    ),
    false,
  ),
});

export const featuredTokenSchema = z
  .object({
    ...tokenIdentity,
    ...tokenSocials,
    ...tokenMarket,
    ...metrics24h,
    ...metrics1h,
    ...holders,
    bidData: z.optional(bidDataSchema),
  })
  .register(z.globalRegistry, { id: 'FeaturedToken' });
export type FeaturedToken = z.infer<typeof featuredTokenSchema>;

export const BATCH_MAX = 50;

export const batchRequestSchema = z
  .object({
    addresses: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(BATCH_MAX)),
    includeMetrics: z._default(z.optional(z.boolean()), true),
    includeHolders: z._default(z.optional(z.boolean()), true),
    includeSocials: z._default(z.optional(z.boolean()), true),
  })
  .register(z.globalRegistry, { id: 'BatchRequest' });
export type BatchRequest = z.input<typeof batchRequestSchema>;

export const batchTokenSchema = z
  .object({
    ...tokenIdentity,
    ...tokenMarket,
    is_graduated: z.boolean(),
    ...z.partial(z.object(tokenSocials)).shape,
    ...z.partial(z.object(metrics24h)).shape,
    ...z.partial(z.object(metrics1h)).shape,
    ...z.partial(z.object(holders)).shape,
  })
  .register(z.globalRegistry, { id: 'BatchToken' });
export type BatchToken = z.infer<typeof batchTokenSchema>;

export const batchResponseSchema = z
  .object({
    tokens: z.array(batchTokenSchema),
    notFound: z.array(z.string()),
    errors: z.array(z.object({ address: z.string(), message: z.string() })),
  })
  .register(z.globalRegistry, { id: 'BatchResponse' });
export type BatchResponse = z.infer<typeof batchResponseSchema>;
