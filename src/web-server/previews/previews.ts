import type { Context, Hono } from 'hono';
import type { CardSpec } from './draw-card';
import { metaTagsHtml } from './meta-tags';
import { pageMeta, previewSubject } from './page-meta';
import { createTokenImages, type PreviewImage } from './token-images';
import { createLogoLoader } from './token-logo';
import { createTokenReader } from './token-reader';

export interface PreviewOptions {
  /** The launch service the previews' figures and logos come from. */
  launchApiUrl: string;
  /**
   * The site's public origin (`https://launchdeck.example`), for the absolute addresses the tags need;
   * without it, each request's own (its Host header).
   */
  publicOrigin?: string | undefined;
  fetch?: typeof fetch;
  /** Draws a card as a PNG (default draw-card.tsx, loaded on the first image). */
  render?: (card: CardSpec) => Promise<Buffer>;
}

/**
 * How long an image may be used before it is asked again. WHY a minute: the figures move, and a
 * crawler keeps the image of a shared link anyway; within it, browsers and proxies ask with the ETag.
 */
const IMAGE_MAX_AGE_S = 60;
/** After a failed read of the token, when a crawler may try again. */
const RETRY_AFTER_S = 5;

/** draw-card.tsx, loaded on the first image: see there why not before. */
const drawLazily = async (card: CardSpec) => (await import('./draw-card')).drawCard(card);

/**
 * The link previews: each page's head tags (from its path and the launch service's figures), and the
 * images the tags point at (`/og/token/<address>.png`, `/og/launchdeck.png`).
 */
export function createPreviews({ launchApiUrl, publicOrigin, fetch, render = drawLazily }: PreviewOptions) {
  const readToken = createTokenReader({ launchApiUrl, ...(fetch ? { fetch } : {}) });
  const loadLogo = createLogoLoader({ launchApiUrl, ...(fetch ? { fetch } : {}) });
  const images = createTokenImages({ readToken, loadLogo, render });

  const sendImage = (c: Context, image: PreviewImage) => {
    c.header('Cache-Control', `public, max-age=${IMAGE_MAX_AGE_S}`);
    c.header('ETag', image.etag);
    if (c.req.header('If-None-Match') === image.etag) return c.body(null, 304);
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(image.png));
  };

  return {
    /** The page's public address: `requestUrl`'s path and query string under the public origin. */
    publicUrl: (requestUrl: string) => {
      const url = new URL(requestUrl);
      // Joined as text: a path such as `//elsewhere.example/` must stay a path under the origin.
      return publicOrigin ? new URL(`${publicOrigin}${url.pathname}${url.search}`) : url;
    },

    /**
     * The head tags of the page at `url`: a token page waits for the token's figures at most `waitMs`
     * (the render's own wait), then names it by its address alone.
     */
    headTags: async (url: URL, waitMs: number): Promise<string> => {
      const subject = previewSubject(url.pathname);
      const token = subject.kind === 'token' ? await readToken(subject.address, waitMs) : undefined;
      return metaTagsHtml(pageMeta({ url, subject, token }));
    },

    /** The images' routes on `app`, ahead of its files and pages. */
    routes: (app: Hono) => {
      app.get('/og/launchdeck.png', async (c) => sendImage(c, await images.site()));
      app.get('/og/token/:file{0x[0-9a-fA-F]{40}\\.png}', async (c) => {
        const drawn = await images.token(c.req.param('file').slice(0, 42));
        if (drawn.kind === 'image') return sendImage(c, drawn.image);
        c.header('Cache-Control', 'no-store');
        if (drawn.kind === 'missing') return c.text('No such token', 404);
        c.header('Retry-After', String(RETRY_AFTER_S));
        return c.text('The launch service did not answer: try again shortly', 503);
      });
    },
  };
}
