import { metadataHash, metadataResponseSchema, type TokenMetadata } from '@interface/metadata';
import type { Address } from 'viem';
import { env } from '@/app/env';
import { isApiError } from '@/lib/api-error';
import { postJson } from '@/lib/http';

/**
 * Waits before asking again, 80 s in all. A service on a real chain indexes a launch only once it
 * has its confirmations: two 12 s blocks after the receipt is already more than the 15 s this
 * used to allow. Nine posts, at most eight in any minute, under the endpoint's limit of ten a
 * minute, so that a trader's own "Try again" still has room.
 */
const INDEXING_WAITS_MS = [1_000, 2_000, 3_000, 4_000, 5_000, 15_000, 20_000, 30_000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Step 6: `POST /api/metadata`. The service accepts it once its indexer has seen the Launched event,
 * which may be a block or two after the receipt (more where it waits for confirmations): until then it answers 404, and the post is asked
 * again, more slowly each time. The same metadata twice is harmless (the service says so), so a
 * network error or a 429 is retried too. Any other refusal is final and said as the service said it, and
 * so is an answer under another hash than the one committed to.
 */
export async function postMetadata(token: Address, metadata: TokenMetadata, pause = wait): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const body = { token, metadata };
      const accepted = await postJson(env.launchApiUrl, '/api/metadata', body, metadataResponseSchema, { retries: 2 });
      // The service says which hash it matched: it must be the one the launch committed to.
      if (accepted.metadata_hash !== metadataHash(metadata)) {
        throw new Error(`The service accepted the metadata under another hash (${accepted.metadata_hash}).`);
      }
      return;
    } catch (error) {
      const wait = INDEXING_WAITS_MS[attempt];
      if (!(isApiError(error) && error.isNotFound) || wait === undefined) throw error;
      await pause(wait);
    }
  }
}
