import { createHash } from 'node:crypto';
import type { PreviewToken } from './token-reader';

/**
 * Everything a token's preview image shows, as one key: the same key draws the same picture. WHY the
 * figures as the service sends them (not as formatted): a price that moves below the shown digits is
 * a new key all the same, which costs one render and keeps the rule simple.
 */
export const tokenStateKey = (token: PreviewToken) =>
  JSON.stringify([
    token.address.toLowerCase(),
    token.name,
    token.ticker,
    token.image_url,
    token.price_eth,
    token.market_cap,
    token.funding_progress,
  ]);

/**
 * A short name of that state, for the image's address in the page's tags (`?v=`): crawlers keep an
 * image by its URL for days, so a link shared after the price moved gets a new picture.
 */
export const tokenStateVersion = (token: PreviewToken) =>
  createHash('sha256').update(tokenStateKey(token)).digest('base64url').slice(0, 12);
