import { sniffImageType } from '../../../interface/image-type';

export interface LogoLoaderOptions {
  /** The launch service: logos are read from its own uploads and logos, and from nowhere else. */
  launchApiUrl: string;
  fetch?: typeof fetch;
  /** Default 2 s: past it the preview draws the ticker's initial instead. */
  timeoutMs?: number;
  /** Default 1 MiB (the service's own upload limit is below it). */
  maxBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 2_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;

/** What resvg-js draws: PNG, JPEG and GIF (its first frame). It draws no WebP: those get the initial. */
const DRAWN_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** The service's logo files: uploads (named by their hash) and the seed's logos (named by the token). */
const LOGO_FILE = /^(?:uploads\/[0-9a-f]{64}\.(?:png|jpg|gif|webp)|logos\/0x[0-9a-f]{40}\.png)$/;

/**
 * The URL to read a token's `image_url` from, or null when it is not one of the launch service's own
 * logo files. WHY so strict: image_url is whatever the launcher submitted, and the server fetching an
 * arbitrary address would let anyone make it call hosts of their choosing, its own network included
 * (SSRF). Only the path is taken from it, under the service's own base.
 */
export function launchLogoUrl(imageUrl: string, launchApiUrl: string): string | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(imageUrl);
    base = new URL(launchApiUrl.endsWith('/') ? launchApiUrl : `${launchApiUrl}/`);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password || url.search) return null;
  if (!url.pathname.startsWith(base.pathname)) return null;
  const file = url.pathname.slice(base.pathname.length);
  return LOGO_FILE.test(file) ? new URL(file, base).href : null;
}

/** The body of `res`, or null once it passes `maxBytes` (read no further). */
async function boundedBody(res: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!res.body) return null;
  const declared = Number(res.headers.get('content-length'));
  if (declared > maxBytes) {
    await res.body.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/**
 * A logo for a preview: its data URL, or null for the ticker's initial. `lasting` is false when
 * another try may bring the logo (slow, the service unreachable or failing): that picture is not kept.
 */
export interface Logo {
  src: string | null;
  lasting: boolean;
}

const NONE: Logo = { src: null, lasting: true };
const NOT_NOW: Logo = { src: null, lasting: false };

/**
 * Reads token logos for the previews, as data URLs: only the launch service's own files, within a
 * time and a size, only images their bytes prove to be of a type the renderer draws. Anything else
 * (another host, too slow, too large, not an image) is no logo, and the preview draws the initial.
 */
export function createLogoLoader({
  launchApiUrl,
  fetch: fetchFn = globalThis.fetch,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  maxBytes = DEFAULT_MAX_BYTES,
}: LogoLoaderOptions) {
  return async (imageUrl: string): Promise<Logo> => {
    const url = launchLogoUrl(imageUrl, launchApiUrl);
    if (!url) return NONE;
    try {
      // A redirect could lead anywhere: not followed.
      const res = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!res.ok) {
        await res.body?.cancel();
        return res.status >= 500 || res.status === 429 ? NOT_NOW : NONE;
      }
      const bytes = await boundedBody(res, maxBytes);
      const type = bytes && sniffImageType(bytes);
      if (!bytes || !type || !DRAWN_TYPES.has(type)) return NONE;
      return { src: `data:${type};base64,${Buffer.from(bytes).toString('base64')}`, lasting: true };
    } catch {
      return NOT_NOW;
    }
  };
}

export type LogoLoader = ReturnType<typeof createLogoLoader>;
