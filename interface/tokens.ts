import { z } from 'zod';
import { addressSchema, csvParam, intParam, isoTimestampSchema, numberParam } from './common';

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
  telegram: z.string().nullable(),
  twitter: z.string().nullable(),
  website: z.string().nullable(),
};
const tokenMarket = {
  market_cap: z.number().meta({ description: 'ETH' }),
  funding_progress: z.number().min(0).max(1),
  price_eth: z.number(),
};
const metrics24h = {
  volume_24h: z.number().meta({ description: 'ETH' }),
  price_change_24h: z.number().meta({ description: 'percent' }),
  txns_24h_buys: z.number().int(),
  txns_24h_sells: z.number().int(),
};
const metrics1h = {
  volume_1h: z.number().meta({ description: 'ETH' }),
  price_change_1h: z.number().meta({ description: 'percent' }),
  txns_1h_buys: z.number().int(),
  txns_1h_sells: z.number().int(),
};
const holders = {
  total_holders: z.number().int(),
  top_10_percentage: z.number(),
  dev_holding_percentage: z.number(),
};

export const tokenListItemSchema = z
  .object({ ...tokenIdentity, ...tokenSocials, ...tokenMarket, ...metrics24h, total_holders: holders.total_holders })
  .meta({ id: 'TokenListItem' });
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
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(utc(s))), 'must be an ISO 8601 date')
  .transform((s) => new Date(utc(s)).toISOString())
  .meta({ description: 'ISO 8601 date or timestamp' });

function bounded(lo: number, hi?: number) {
  const n = numberParam.pipe(z.number().min(lo));
  return (hi === undefined ? n : n.pipe(z.number().max(hi))).optional();
}

export const tokenListQuerySchema = z
  .object({
    page: intParam.pipe(z.number().int().min(1)).optional().default(1),
    search: z.string().trim().max(200).optional(),
    status: csvParam(statusValues).optional(),
    sortBy: z.enum(tokenSortValues).optional().default('newest'),
    timeframe: z.enum(timeframeValues).optional().default('24h'),
    socials: csvParam(socialValues).optional(),
    fundingMin: bounded(0, 1),
    fundingMax: bounded(0, 1),
    marketCapMin: bounded(0),
    marketCapMax: bounded(0),
    txCountMin: bounded(0),
    txCountMax: bounded(0),
    createdFrom: dateParam.optional(),
    createdTo: dateParam.optional(),
  })
  .superRefine((q, ctx) => {
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
  });
export type TokenListQuery = z.infer<typeof tokenListQuerySchema>;

export const tokenListResponseSchema = z
  .object({
    tokens: z.array(tokenListItemSchema),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'TokenList' });
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;

export const priceUpdateSchema = z
  .object({
    tx_hash: z.string(),
    block_number: z.number().int(),
    log_index: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'the log in its block; with tx_hash, unique per trade' }),
    timestamp: isoTimestampSchema,
    trader: addressSchema,
    side: z.enum(['buy', 'sell']),
    eth_amount: z.number(),
    token_amount: z.number(),
    price_eth: z.number(),
    supply: z.number().meta({ description: 'tokens in circulation after the trade' }),
    market_cap: z.number(),
  })
  .meta({ id: 'PriceUpdate' });
export type PriceUpdate = z.infer<typeof priceUpdateSchema>;

export const addressQuerySchema = z.object({ address: addressSchema });

export const tokenDetailSchema = z
  .object({ ...tokenIdentity, ...tokenSocials, ...tokenMarket, price_updates: z.array(priceUpdateSchema) })
  .meta({ id: 'TokenDetail' });
export type TokenDetail = z.infer<typeof tokenDetailSchema>;

export const kingOfTheHillSchema = z
  .object({ ...tokenIdentity, ...tokenSocials, ...tokenMarket, ...metrics24h })
  .meta({ id: 'KingOfTheHill' });
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
  .meta({ id: 'Bid' });

export const bidDataSchema = z
  .object({
    current_bid_eth: z.number().nullable(),
    current_bidder: addressSchema.nullable(),
    current_bid_token: addressSchema.nullable(),
    auction_ends_at: isoTimestampSchema,
    next_featured_token: z
      .object({ address: addressSchema, name: z.string(), ticker: z.string(), image_url: z.string() })
      .nullable(),
    history: z.array(bidSchema),
  })
  .meta({ id: 'BidData' });
export type BidData = z.infer<typeof bidDataSchema>;

export const featuredQuerySchema = z.object({
  includeBidData: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional()
    .default(false),
});

export const featuredTokenSchema = z
  .object({
    ...tokenIdentity,
    ...tokenSocials,
    ...tokenMarket,
    ...metrics24h,
    ...metrics1h,
    ...holders,
    bidData: bidDataSchema.optional(),
  })
  .meta({ id: 'FeaturedToken' });
export type FeaturedToken = z.infer<typeof featuredTokenSchema>;

export const BATCH_MAX = 50;

export const batchRequestSchema = z
  .object({
    addresses: z.array(z.string().max(200)).min(1).max(BATCH_MAX),
    includeMetrics: z.boolean().optional().default(true),
    includeHolders: z.boolean().optional().default(true),
    includeSocials: z.boolean().optional().default(true),
  })
  .meta({ id: 'BatchRequest' });
export type BatchRequest = z.input<typeof batchRequestSchema>;

export const batchTokenSchema = z
  .object({
    ...tokenIdentity,
    ...tokenMarket,
    is_graduated: z.boolean(),
    ...z.object(tokenSocials).partial().shape,
    ...z.object(metrics24h).partial().shape,
    ...z.object(metrics1h).partial().shape,
    ...z.object(holders).partial().shape,
  })
  .meta({ id: 'BatchToken' });
export type BatchToken = z.infer<typeof batchTokenSchema>;

export const batchResponseSchema = z
  .object({
    tokens: z.array(batchTokenSchema),
    notFound: z.array(z.string()),
    errors: z.array(z.object({ address: z.string(), message: z.string() })),
  })
  .meta({ id: 'BatchResponse' });
export type BatchResponse = z.infer<typeof batchResponseSchema>;
