import type { Hono } from 'hono';
import { renderLogoPng } from '../seed/logo';

const CACHE_LIMIT = 2000;

/**
 * Logos of seeded and simulated tokens: rendered from the token address on first request and kept
 * in a small cache. Addresses never change their logo, so browsers may cache them for good.
 */
export function logoRoutes(app: Hono) {
  const cache = new Map<string, Buffer>();
  app.get('/logos/:file{0x[0-9a-f]{40}\\.png}', (c) => {
    const key = c.req.param('file').slice(0, 42);
    let png = cache.get(key);
    if (!png) {
      png = renderLogoPng(key);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}

export const logoPath = (address: string) => `/logos/${address}.png`;
