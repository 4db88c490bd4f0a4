import { keccak256, stringToBytes } from 'viem';
import { addressSchema } from './common';
import { z } from './zod';

/**
 * A token's metadata (`POST /api/metadata`): what its Launched event commits to with
 * `metadataHash` = keccak256 of the canonical JSON below. Until it is posted, the token shows its
 * on-chain name and ticker alone.
 */

const link = z.nullable(z.string().check(z.maxLength(2048)));

export const tokenMetadataSchema = z
  .strictObject({
    description: z.string().check(z.maxLength(5000)),
    /** Usually the URL `POST /api/uploads` answered. */
    image: z.string().check(z.maxLength(2048)),
    website: link,
    telegram: link,
    twitter: link,
  })
  .register(z.globalRegistry, { id: 'TokenMetadata' });
export type TokenMetadata = z.infer<typeof tokenMetadataSchema>;

export const metadataRequestSchema = z
  .object({ token: addressSchema, metadata: tokenMetadataSchema })
  .register(z.globalRegistry, { id: 'MetadataRequest' });

export const metadataResponseSchema = z
  .object({ token: addressSchema, metadata_hash: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)) })
  .register(z.globalRegistry, { id: 'MetadataAccepted' });

/** The one JSON text a metadata hashes as: these keys in this order, no spaces. */
export function canonicalMetadataJson(m: TokenMetadata): string {
  const { description, image, telegram, twitter, website } = m;
  return JSON.stringify({ description, image, telegram, twitter, website });
}

export const metadataHash = (m: TokenMetadata) => keccak256(stringToBytes(canonicalMetadataJson(m)));
