import { createHash } from 'node:crypto';
import type { CardSpec } from './draw-card';
import { tokenFigures } from './page-meta';
import type { LogoLoader } from './token-logo';
import type { TokenReader } from './token-reader';
import { tokenStateKey } from './token-state';

export interface PreviewImage {
  png: Buffer;
  /** A strong validator of these bytes, quoted as the ETag header wants it. */
  etag: string;
}

export type TokenImage = { kind: 'image'; image: PreviewImage } | { kind: 'missing' } | { kind: 'unavailable' };

export interface TokenImagesOptions {
  readToken: TokenReader;
  loadLogo: LogoLoader;
  /** Draws a card as a 1200×630 PNG (draw-card.tsx). */
  render: (card: CardSpec) => Promise<Buffer>;
  /** Images kept at most (default 200, ~100 kB each); the least recently asked go first. */
  maxEntries?: number;
  /** Renders at once at most (default 2); the next ones wait their turn. */
  maxRenders?: number;
  /** How long the image waits for the token's figures (default 5 s: a crawler waits longer than a reader). */
  readTimeoutMs?: number;
}

const DEFAULT_MAX_ENTRIES = 200;
const DEFAULT_MAX_RENDERS = 2;
const DEFAULT_READ_TIMEOUT_MS = 5_000;

const imageOf = (png: Buffer): PreviewImage => ({
  png,
  etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 22)}"`,
});

/**
 * The preview images: a token's, drawn from its current figures and kept by its state (tokenStateKey),
 * so that a link shared a thousand times is drawn once until its price moves; and the site's, drawn
 * once. WHY a limit on renders: satori lays a card out on the server's one thread (~0.1 s), which the
 * pages share; past it, images wait their turn rather than hold every page up.
 */
export function createTokenImages({
  readToken,
  loadLogo,
  render,
  maxEntries = DEFAULT_MAX_ENTRIES,
  maxRenders = DEFAULT_MAX_RENDERS,
  readTimeoutMs = DEFAULT_READ_TIMEOUT_MS,
}: TokenImagesOptions) {
  const kept = new Map<string, PreviewImage>();
  const drawing = new Map<string, Promise<PreviewImage>>();
  let running = 0;
  const queue: (() => void)[] = [];

  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= maxRenders) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      queue.shift()?.();
    }
  };

  const keep = (key: string, image: PreviewImage) => {
    kept.delete(key);
    kept.set(key, image);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
  };

  /**
   * The image for `key`, drawn once however many ask for it at the same time, and kept unless its
   * card says it is not `lasting` (a logo that may load next time).
   */
  const draw = (key: string, card: () => Promise<{ card: CardSpec; lasting: boolean }>): Promise<PreviewImage> => {
    const hit = kept.get(key);
    if (hit) {
      keep(key, hit);
      return Promise.resolve(hit);
    }
    const inFlight = drawing.get(key);
    if (inFlight) return inFlight;
    // The card's reads (a logo) come first, outside the turn: a slow logo holds no render back.
    const drawn = card()
      .then(async (next) => {
        const image = imageOf(await inTurn(() => render(next.card)));
        if (next.lasting) keep(key, image);
        return image;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, drawn);
    return drawn;
  };

  return {
    async token(address: string): Promise<TokenImage> {
      const read = await readToken(address, readTimeoutMs);
      if (read.kind !== 'found') return read;
      const { token } = read;
      const image = await draw(tokenStateKey(token), async () => {
        const logo = await loadLogo(token.image_url);
        const figures = tokenFigures(token);
        const card: CardSpec = { kind: 'token', figures, fundingProgress: token.funding_progress, logo: logo.src };
        return { card, lasting: logo.lasting };
      });
      return { kind: 'image', image };
    },
    site: (): Promise<PreviewImage> => draw('site', async () => ({ card: { kind: 'site' }, lasting: true })),
  };
}
