import type { ServiceContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { IngestError, tokenMetadataSet } from '../ingest/events';

type Route = ReturnType<typeof createServiceApp>['route'];

/**
 * `POST /api/metadata`: a launched token's description, image and socials, accepted only when their
 * hash is the one its Launched event committed to, so nobody but the launch itself decides what a
 * token says about itself. Posting the same metadata again is harmless.
 */
export function metadataRoutes(route: Route, ctx: ServiceContext) {
  route('metadata', ({ body }) => {
    const address = body.token.toLowerCase();
    const posted = tokenMetadataSet(address, body.metadata);
    const { hash } = posted;
    try {
      ctx.ingest.tokenMetadata(posted);
    } catch (e) {
      if (!(e instanceof IngestError)) throw e;
      // Not indexed yet (the launch is seconds old) or never launched: the app asks again.
      if (e.kind === 'unknown-token') throw notFound(`Token ${address}`);
      throw new ApiError('INVALID_REQUEST', `This metadata is not what the launch committed to: ${e.message}`, [
        { field: 'metadata', message: `hashes to ${hash}, which is not the launch's metadataHash` },
      ]);
    }
    return { token: address, metadata_hash: hash };
  });
}
