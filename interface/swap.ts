import { addressSchema, isoTimestampSchema, uintStringSchema } from './common';
import { z } from './zod';

// WHY no BigInt here: zod runs every check even after the regex fails, and BigInt('1.5') throws.
const positiveAmount = z.string().check(
  z.regex(/^\d+$/, 'must be a positive whole number in the smallest unit'),
  z.refine((s) => !/^\d+$/.test(s) || /[1-9]/.test(s), 'must be greater than zero'),
  z.refine((s) => s.length <= 78, 'is too large'),
);

export const quoteQuerySchema = z
  .object({
    tokenIn: addressSchema,
    tokenOut: addressSchema,
    amount: z.optional(positiveAmount),
    amountOut: z.optional(positiveAmount),
    slippage: z.optional(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number of basis points')), z.transform(Number)),
        z.int().check(z.gte(0), z.lte(10_000)),
      ),
    ),
    buildTx: z._default(
      z.optional(
        z.pipe(
          z.enum(['true', 'false'], { error: 'must be true or false' }),
          z.transform((v) => v === 'true'),
        ),
      ),
      false,
    ),
    userAddress: z.optional(addressSchema),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.tokenIn.toLowerCase() === q.tokenOut.toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['tokenOut'], message: 'must differ from tokenIn' });
      }
      if ((q.amount === undefined) === (q.amountOut === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'give exactly one of amount or amountOut' });
      }
      if (q.buildTx && q.userAddress === undefined) {
        ctx.addIssue({ code: 'custom', path: ['userAddress'], message: 'is required when buildTx is true' });
      }
    }),
  );
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

export const DEFAULT_SLIPPAGE_BPS = 50;

export const swapTransactionSchema = z
  .object({
    from: addressSchema,
    to: addressSchema,
    data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
    value: uintStringSchema,
    gasPrice: uintStringSchema,
    gas: uintStringSchema,
  })
  .register(z.globalRegistry, { id: 'SwapTransaction' });
export type SwapTransaction = z.infer<typeof swapTransactionSchema>;

export const quoteSchema = z
  .object({
    amountIn: uintStringSchema,
    amountOut: uintStringSchema,
    minimumAmountOut: z.optional(uintStringSchema),
    maximumAmountIn: z.optional(uintStringSchema),
    executionRate: z
      .string()
      .register(z.globalRegistry, { description: 'output per input, whole units, price impact included' }),
    spotRate: z
      .string()
      .register(z.globalRegistry, { description: 'output per input, whole units, at the current reserves' }),
    path: z.array(addressSchema),
    priceImpact: z.number().check(z.gte(0), z.lte(1)),
    lpFee: uintStringSchema
      .clone()
      .register(z.globalRegistry, { description: 'total LP fee, in the input token, smallest unit' }),
    metadata: z.object({ lpFeePercent: z.number(), routerAddress: addressSchema, slippageBps: z.int() }),
    transaction: z.optional(swapTransactionSchema),
  })
  .register(z.globalRegistry, { id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

export const tokenListEntrySchema = z.object({
  chainId: z.int(),
  address: addressSchema,
  symbol: z.string(),
  name: z.string(),
  decimals: z.int().check(z.gte(0), z.lte(255)),
  logoURI: z.string(),
});
export type TokenListEntry = z.infer<typeof tokenListEntrySchema>;

export const tokenListSchema = z
  .object({
    name: z.string(),
    timestamp: isoTimestampSchema,
    version: z.object({ major: z.int(), minor: z.int(), patch: z.int() }),
    tokens: z.array(tokenListEntrySchema),
  })
  .register(z.globalRegistry, { id: 'TokenList' });
export type TokenList = z.infer<typeof tokenListSchema>;

const pairTokenSchema = z.object({
  address: addressSchema,
  symbol: z.string(),
  name: z.string(),
  decimals: z.int(),
});

export const pairSchema = z
  .object({
    address: addressSchema,
    token0: pairTokenSchema,
    token1: pairTokenSchema,
    liquidity_usd: z.number(),
    reserve0: uintStringSchema,
    reserve1: uintStringSchema,
    volume_24h: z.number().register(z.globalRegistry, { description: 'USD' }),
    fee_tier: z.number().register(z.globalRegistry, { description: 'fraction, 0.003 = 0.3%' }),
  })
  .register(z.globalRegistry, { id: 'Pair' });
export type Pair = z.infer<typeof pairSchema>;
export const pairListSchema = z.array(pairSchema);
