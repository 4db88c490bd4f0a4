/**
 * The launch form's draft, kept in localStorage so that a reload loses nothing: the fields as typed,
 * the uploaded image's URL, and once sent, the launch transaction (and then the token) so that a
 * reload mid-flow resumes at the right step instead of launching twice.
 *
 * WHY not the image's bytes: a 1 MB image is 1.4 MB as text in a store of about 5 MB that the
 * transaction history shares, and a file chosen but not yet uploaded is chosen again in a second.
 * Once uploaded, its URL is all the launch needs, and that is kept.
 */
import { type TokenMetadata, tokenMetadataSchema } from '@interface/metadata';
import { z } from '@interface/zod';
import type { Address, Hash } from 'viem';
import { browserStorage, type KeyValueStorage, readItem, writeItem } from '@/lib/storage';
import { EMPTY_FIELDS, type LaunchFields } from './launch-fields';

const DRAFT_KEY = 'launchdeck.launch.draft';

/** The launch as sent: exactly what the transaction committed to, so the metadata posted matches it. */
export interface SentLaunch {
  hash: Hash;
  chainId: number;
  account: Address;
  name: string;
  ticker: string;
  metadata: TokenMetadata;
}

export interface LaunchProgress {
  /** The uploaded image (step 1 done). */
  image?: { url: string; name: string };
  /** The transaction the wallet sent (step 4 done). */
  sent?: SentLaunch;
  /** The token the receipt's Launched event named (step 5 done). */
  launched?: { token: Address };
}

export interface LaunchDraft {
  fields: LaunchFields;
  progress: LaunchProgress;
}

const hex = (length: number) => z.string().check(z.regex(new RegExp(`^0x[0-9a-fA-F]{${length}}$`)));
const address = z.pipe(
  hex(40),
  z.transform((s: string) => s as Address),
);

const draftSchema = z.object({
  fields: z.object({
    name: z.string(),
    ticker: z.string(),
    description: z.string(),
    website: z.string(),
    telegram: z.string(),
    twitter: z.string(),
    firstBuy: z.string(),
  }),
  progress: z.object({
    image: z.optional(z.object({ url: z.string(), name: z.string() })),
    sent: z.optional(
      z.object({
        hash: z.pipe(
          hex(64),
          z.transform((s: string) => s as Hash),
        ),
        chainId: z.int(),
        account: address,
        name: z.string(),
        ticker: z.string(),
        metadata: tokenMetadataSchema,
      }),
    ),
    launched: z.optional(z.object({ token: address })),
  }),
});

export const EMPTY_DRAFT: LaunchDraft = { fields: EMPTY_FIELDS, progress: {} };

/** The kept draft; a damaged or foreign one is dropped rather than half-trusted. */
export function readDraft(storage: KeyValueStorage | undefined = browserStorage()): LaunchDraft {
  const text = readItem(storage, DRAFT_KEY);
  if (!text) return EMPTY_DRAFT;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(draft: LaunchDraft, storage: KeyValueStorage | undefined = browserStorage()): void {
  writeItem(storage, DRAFT_KEY, JSON.stringify(draft));
}

/** After the token's page opens: the next launch starts blank. */
export function clearDraft(storage: KeyValueStorage | undefined = browserStorage()): void {
  writeItem(storage, DRAFT_KEY, null);
}
