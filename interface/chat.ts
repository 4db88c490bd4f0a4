import { addressSchema, intParam, isoTimestampSchema } from './common';
import { z } from './zod';

/** The launch service's per-token chat, and the exact text a wallet signs to post. */

export const CHAT_MAX_LENGTH = 500;

export const chatMessageSchema = z
  .object({
    id: z.string(),
    token_address: addressSchema,
    sender_address: addressSchema,
    message: z.string(),
    created_at: isoTimestampSchema,
  })
  .register(z.globalRegistry, { id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatQuerySchema = z.object({
  tokenAddress: addressSchema,
  limit: z._default(z.optional(z.pipe(intParam, z.int().check(z.gte(1), z.lte(100)))), 50),
  offset: z._default(z.optional(z.pipe(intParam, z.int().check(z.gte(0)))), 0),
});

export const chatListSchema = z.array(chatMessageSchema);

/** Control characters other than newline are refused: they hide or reorder text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

export const chatMessageText = z.string().check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(CHAT_MAX_LENGTH, `must be at most ${CHAT_MAX_LENGTH} characters`),
  z.refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters other than newline'),
);

export const chatPostSchema = z
  .object({
    token: z
      .string()
      .check(z.minLength(1), z.maxLength(4096))
      .register(z.globalRegistry, { description: 'human-verification (Turnstile) token' }),
    tokenAddress: addressSchema,
    message: chatMessageText,
    signedAt: z.int().check(z.positive()).register(z.globalRegistry, {
      description: 'unix seconds when the wallet signed; within 5 minutes of the service clock',
    }),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x hex signature'), z.maxLength(1000)),
    sender: z.optional(addressSchema).register(z.globalRegistry, {
      description:
        'the signing wallet, for smart-contract wallets (ERC-1271, ERC-6492), whose address cannot be recovered from ' +
        'the signature: checked through the chain. Without it the sender is the address recovered from the signature',
    }),
  })
  .register(z.globalRegistry, { id: 'ChatPost' });
export type ChatPost = z.input<typeof chatPostSchema>;

/** How far `signedAt` may be from the service's clock, either way. */
export const CHAT_SIGNATURE_TTL_S = 5 * 60;

/**
 * The exact text a wallet signs (EIP-191 personal_sign) to post `message` in a token's chat. The time
 * makes each post's signature new: signatures are deterministic, so without it a wallet could never
 * say the same words twice.
 */
export function chatSigningMessage(tokenAddress: string, signedAt: number, message: string): string {
  return `Chat message for ${tokenAddress.toLowerCase()} at ${signedAt}:\n${message}`;
}
