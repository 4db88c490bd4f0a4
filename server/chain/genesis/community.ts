/**
 * The genesis's off-chain part, written to the services' database around the chain's index: the
 * referral sign-ups before the trades are indexed (referrers earn from their referrals' trades as
 * they are read), then the chat and each token's metadata, which ingest accepts only when it hashes
 * to what the token's launch committed to, as `POST /api/metadata` does.
 */
import { tokenMetadataSet } from '../../ingest/events';
import type { Ingest } from '../../ingest/ingest';
import type { GenesisCommunity } from './target';

export function writeReferrals(ingest: Ingest, community: GenesisCommunity) {
  ingest.batch(() => {
    for (const step of community.referrals) {
      if (step.kind === 'code') ingest.referralCode(step);
      else ingest.referralSignup(step);
    }
  });
}

export function writeChatAndMetadata(ingest: Ingest, community: GenesisCommunity) {
  ingest.batch(() => {
    for (const { token, metadata } of community.metadata) ingest.tokenMetadata(tokenMetadataSet(token, metadata));
    for (const message of community.chat) ingest.chatMessage(message);
  });
}
