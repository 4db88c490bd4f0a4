import { metadataHash, metadataResponseSchema, type TokenMetadata } from '@interface/metadata';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { isApiError } from '@/lib/api-error';
import { postJson } from '@/lib/http';

const INDEXING_ATTEMPTS = 10;
const INDEXING_WAIT_MS = 1_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Step 6: `POST /api/metadata`. The service accepts it once its indexer has seen the Launched event,
 * which may be a block or two after the receipt: until then it answers 404, and the post is asked
 * again every second for ten seconds. Any other refusal is final and said as the service said it, and
 * so is an answer under another hash than the one committed to.
 */
export async function postMetadata(token: Address, metadata: TokenMetadata, pause = wait): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const accepted = await postJson(env.launchApiUrl, '/api/metadata', { token, metadata }, metadataResponseSchema);
      // The service says which hash it matched: it must be the one the launch committed to.
      if (accepted.metadata_hash !== metadataHash(metadata)) {
        throw new Error(`The service accepted the metadata under another hash (${accepted.metadata_hash}).`);
      }
      return;
    } catch (error) {
      if (!(isApiError(error) && error.isNotFound) || attempt >= INDEXING_ATTEMPTS) throw error;
      await pause(INDEXING_WAIT_MS);
    }
  }
}
