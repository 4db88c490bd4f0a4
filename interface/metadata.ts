import { keccak256, stringToBytes } from 'viem';
import { z } from 'zod';
import { addressSchema } from './common';

/**
 * A token's metadata (`POST /api/metadata`): what its Launched event commits to with
 * `metadataHash` = keccak256 of the canonical JSON below. Until it is posted, the token shows its
 * on-chain name and ticker alone.
 */

const link = z.string().max(2048).nullable();

export const tokenMetadataSchema = z
  .object({
    description: z.string().max(5000),
    /** Usually the URL `POST /api/uploads` answered. */
    image: z.string().max(2048),
    website: link,
    telegram: link,
    twitter: link,
  })
  .strict()
  .meta({ id: 'TokenMetadata' });
export type TokenMetadata = z.infer<typeof tokenMetadataSchema>;

export const metadataRequestSchema = z
  .object({ token: addressSchema, metadata: tokenMetadataSchema })
  .meta({ id: 'MetadataRequest' });

export const metadataResponseSchema = z
  .object({ token: addressSchema, metadata_hash: z.string().regex(/^0x[0-9a-f]{64}$/) })
  .meta({ id: 'MetadataAccepted' });

/** The one JSON text a metadata hashes as: these keys in this order, no spaces. */
export function canonicalMetadataJson(m: TokenMetadata): string {
  const { description, image, telegram, twitter, website } = m;
  return JSON.stringify({ description, image, telegram, twitter, website });
}

export const metadataHash = (m: TokenMetadata) => keccak256(stringToBytes(canonicalMetadataJson(m)));
