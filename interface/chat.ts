import { z } from 'zod';
import { addressSchema, intParam, isoTimestampSchema } from './common';

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
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatQuerySchema = z.object({
  tokenAddress: addressSchema,
  limit: intParam.pipe(z.number().int().min(1).max(100)).optional().default(50),
  offset: intParam.pipe(z.number().int().min(0)).optional().default(0),
});

export const chatListSchema = z.array(chatMessageSchema);

/** Control characters other than newline are refused: they hide or reorder text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

export const chatMessageText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(CHAT_MAX_LENGTH, `must be at most ${CHAT_MAX_LENGTH} characters`)
  .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters other than newline');

export const chatPostSchema = z
  .object({
    token: z.string().min(1).max(4096).meta({ description: 'human-verification (Turnstile) token' }),
    tokenAddress: addressSchema,
    message: chatMessageText,
    signedAt: z
      .number()
      .int()
      .positive()
      .meta({ description: 'unix seconds when the wallet signed; within 5 minutes of the service clock' }),
    signature: z
      .string()
      .regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x hex signature')
      .max(1000),
    sender: addressSchema.optional().meta({
      description:
        'the signing wallet, for smart-contract wallets (ERC-1271, ERC-6492), whose address cannot be recovered from ' +
        'the signature: checked through the chain. Without it the sender is the address recovered from the signature',
    }),
  })
  .meta({ id: 'ChatPost' });
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
