import { z } from './zod';

/** `0x` + 40 hex digits, any case; services answer lowercase. */
export const addressSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x followed by 40 hexadecimal digits'))
  .register(z.globalRegistry, {
    description: 'Address: 0x + 40 hex digits, answered lowercase',
    example: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  });

/** The all-zero address stands for the native currency (ETH). */
export const NATIVE_ADDRESS = '0x0000000000000000000000000000000000000000';

export const isoTimestampSchema = z.iso
  .datetime({ offset: true })
  .register(z.globalRegistry, { description: 'ISO 8601 timestamp, UTC' });

/** A non-negative integer amount in the smallest unit, as a decimal string. */
export const uintStringSchema = z
  .string()
  .check(z.regex(/^\d+$/, 'must be a whole number written in decimal digits'))
  .register(z.globalRegistry, { description: 'Integer amount in the smallest unit, decimal string' });

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
      details: z.optional(z.array(errorDetailSchema)),
    }),
  })
  .register(z.globalRegistry, { id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A query-string number: digits with an optional sign and fraction; blank or junk is a 400, not a silent 0. */
export const numberParam = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i, 'must be a number')),
    z.transform(Number),
  ),
  z.number(),
);

export const intParam = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+$/, 'must be a whole number')), z.transform(Number)),
  z.int(),
);

export const booleanParam = z.pipe(
  z.enum(['true', 'false'], { error: 'must be true or false' }),
  z.transform((v) => v === 'true'),
);

/** A comma-separated list whose items all belong to `values`; duplicates collapse. */
export function csvParam<const T extends readonly [string, ...string[]]>(values: T) {
  const item = z.enum(values);
  return z
    .pipe(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((s) => s.split(',').map((v) => v.trim())),
        ),
        z.array(item, { error: `each value must be one of: ${values.join(', ')}` }).check(z.minLength(1)),
      ),
      z.transform((list) => [...new Set(list)] as T[number][]),
    )
    .register(z.globalRegistry, { description: `comma-separated list of: ${values.join(', ')}` });
}
