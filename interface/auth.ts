import { z } from 'zod';
import { addressSchema, isoTimestampSchema } from './common';

/** Sign-In with Ethereum for the referral endpoints (bearer tokens), and the `Signature` alternative. */

export const nonceResponseSchema = z.object({ nonce: z.string() }).meta({ id: 'Nonce' });
export const verifyRequestSchema = z
  .object({
    message: z.string().min(1).max(4000),
    signature: z
      .string()
      .regex(/^0x[0-9a-fA-F]+$/)
      .max(1000),
  })
  .meta({ id: 'SiweVerify' });
export const sessionSchema = z
  .object({ token: z.string(), address: addressSchema, expires_at: isoTimestampSchema })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** The text signed for `Authorization: Signature <address>:<unix seconds>:<signature>`. */
export function referralAccessMessage(address: string, unixSeconds: number): string {
  return `Referral access for ${address.toLowerCase()} at ${unixSeconds}`;
}
