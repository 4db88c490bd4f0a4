import { z } from 'zod';

/** `0x` + 40 hex digits, any case; services answer lowercase. */
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x followed by 40 hexadecimal digits')
  .meta({
    description: 'Address: 0x + 40 hex digits, answered lowercase',
    example: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  });

/** The all-zero address stands for the native currency (ETH). */
export const NATIVE_ADDRESS = '0x0000000000000000000000000000000000000000';

export const isoTimestampSchema = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 timestamp, UTC' });

/** A non-negative integer amount in the smallest unit, as a decimal string. */
export const uintStringSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number written in decimal digits')
  .meta({ description: 'Integer amount in the smallest unit, decimal string' });

export const errorCodes = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'NO_ROUTE',
  'INSUFFICIENT_LIQUIDITY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorDetailSchema = z.object({ field: z.string(), message: z.string() });

/** The one failure body of both services. Clients must stay tolerant: `code` may be one they do not know. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.array(errorDetailSchema).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A query-string number: digits with an optional sign and fraction; blank or junk is a 400, not a silent 0. */
export const numberParam = z
  .string()
  .trim()
  .regex(/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i, 'must be a number')
  .transform(Number)
  .pipe(z.number().finite());

export const intParam = z
  .string()
  .trim()
  .regex(/^-?\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().safe());

export const booleanParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

/** A comma-separated list whose items all belong to `values`; duplicates collapse. */
export function csvParam<const T extends readonly [string, ...string[]]>(values: T) {
  const item = z.enum(values);
  return z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()))
    .pipe(z.array(item, { error: `each value must be one of: ${values.join(', ')}` }).min(1))
    .transform((list) => [...new Set(list)] as T[number][])
    .meta({ description: `comma-separated list of: ${values.join(', ')}` });
}
