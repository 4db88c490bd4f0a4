import { z } from 'zod';
import { addressSchema, isoTimestampSchema, uintStringSchema } from './common';

// WHY no BigInt here: zod runs every check even after the regex fails, and BigInt('1.5') throws.
const positiveAmount = z
  .string()
  .regex(/^\d+$/, 'must be a positive whole number in the smallest unit')
  .refine((s) => !/^\d+$/.test(s) || /[1-9]/.test(s), 'must be greater than zero')
  .refine((s) => s.length <= 78, 'is too large');

export const quoteQuerySchema = z
  .object({
    tokenIn: addressSchema,
    tokenOut: addressSchema,
    amount: positiveAmount.optional(),
    amountOut: positiveAmount.optional(),
    slippage: z
      .string()
      .regex(/^\d+$/, 'must be a whole number of basis points')
      .transform(Number)
      .pipe(z.number().int().min(0).max(10_000))
      .optional(),
    buildTx: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((v) => v === 'true')
      .optional()
      .default(false),
    userAddress: addressSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.tokenIn.toLowerCase() === q.tokenOut.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['tokenOut'], message: 'must differ from tokenIn' });
    }
    if ((q.amount === undefined) === (q.amountOut === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'give exactly one of amount or amountOut' });
    }
    if (q.buildTx && q.userAddress === undefined) {
      ctx.addIssue({ code: 'custom', path: ['userAddress'], message: 'is required when buildTx is true' });
    }
  });
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

export const DEFAULT_SLIPPAGE_BPS = 50;

export const swapTransactionSchema = z
  .object({
    from: addressSchema,
    to: addressSchema,
    data: z.string().regex(/^0x[0-9a-fA-F]*$/),
    value: uintStringSchema,
    gasPrice: uintStringSchema,
    gas: uintStringSchema,
  })
  .meta({ id: 'SwapTransaction' });
export type SwapTransaction = z.infer<typeof swapTransactionSchema>;

export const quoteSchema = z
  .object({
    amountIn: uintStringSchema,
    amountOut: uintStringSchema,
    minimumAmountOut: uintStringSchema.optional(),
    maximumAmountIn: uintStringSchema.optional(),
    executionRate: z.string().meta({ description: 'output per input, whole units, price impact included' }),
    spotRate: z.string().meta({ description: 'output per input, whole units, at the current reserves' }),
    path: z.array(addressSchema),
    priceImpact: z.number().min(0).max(1),
    lpFee: uintStringSchema.meta({ description: 'total LP fee, in the input token, smallest unit' }),
    metadata: z.object({ lpFeePercent: z.number(), routerAddress: addressSchema, slippageBps: z.number().int() }),
    transaction: swapTransactionSchema.optional(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

export const tokenListEntrySchema = z.object({
  chainId: z.number().int(),
  address: addressSchema,
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0).max(255),
  logoURI: z.string(),
});
export type TokenListEntry = z.infer<typeof tokenListEntrySchema>;

export const tokenListSchema = z
  .object({
    name: z.string(),
    timestamp: isoTimestampSchema,
    version: z.object({ major: z.number().int(), minor: z.number().int(), patch: z.number().int() }),
    tokens: z.array(tokenListEntrySchema),
  })
  .meta({ id: 'TokenList' });
export type TokenList = z.infer<typeof tokenListSchema>;

const pairTokenSchema = z.object({
  address: addressSchema,
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
});

export const pairSchema = z
  .object({
    address: addressSchema,
    token0: pairTokenSchema,
    token1: pairTokenSchema,
    liquidity_usd: z.number(),
    reserve0: uintStringSchema,
    reserve1: uintStringSchema,
    volume_24h: z.number().meta({ description: 'USD' }),
    fee_tier: z.number().meta({ description: 'fraction, 0.003 = 0.3%' }),
  })
  .meta({ id: 'Pair' });
export type Pair = z.infer<typeof pairSchema>;
export const pairListSchema = z.array(pairSchema);
