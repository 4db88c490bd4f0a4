import { renderCardPng } from './render-card';
import { SiteCard, TokenCard, type TokenCardProps } from './token-card';

/** What a preview image shows, as plain data: a token's card, or the site's. */
export type CardSpec = ({ kind: 'token' } & TokenCardProps) | { kind: 'site' };

/**
 * `spec` drawn as a 1200×630 PNG. WHY a module of its own, loaded on the first image (previews.ts): it
 * brings React, satori and resvg, and React must not load before the server renderer has set
 * NODE_ENV (start.ts), or the renderer's react-dom would meet React's development build.
 */
export const drawCard = (spec: CardSpec): Promise<Buffer> =>
  renderCardPng(spec.kind === 'token' ? <TokenCard {...spec} /> : <SiteCard />);
