/**
 * Links and images that come from token data are attacker-controlled. A link is usable only if it is
 * `https:` without credentials, and a telegram / twitter link only on that network's own hosts.
 * Anything else is not a link. A logo loads only over http(s) from a trusted origin (the service that
 * serves logos): any other image URL is a tracking pixel waiting to learn who looks at the token.
 */

export type LinkKind = 'website' | 'telegram' | 'twitter';

const HOSTS: Record<Exclude<LinkKind, 'website'>, ReadonlySet<string>> = {
  telegram: new Set(['t.me', 'telegram.me', 'www.telegram.me']),
  twitter: new Set(['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com']),
};

const MAX_URL_LENGTH = 2048;
// Whitespace or control characters inside a URL are how "https://a.com\u0000javascript:" tricks start.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

function parse(raw: string | null | undefined): URL | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!text || text.length > MAX_URL_LENGTH || UNSAFE_CHARS.test(text)) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The normalized href to open, or undefined when the value must not become a link. */
export function safeHref(raw: string | null | undefined, kind: LinkKind): string | undefined {
  const url = parse(raw);
  if (url?.protocol !== 'https:' || url.username || url.password) return undefined;
  if (kind !== 'website' && !HOSTS[kind].has(url.hostname.toLowerCase())) return undefined;
  return url.href;
}

/** What an image may be loaded over: a `blob:` URL is a file the person chose, made by the page itself. */
const IMAGE_PROTOCOLS = new Set(['https:', 'http:', 'blob:']);

/**
 * The src for an `<img>`, or undefined unless the value is an http(s) URL on one of `trustedOrigins`,
 * or a `blob:` URL made there (its origin is the page that made it: the launch form's chosen image).
 */
export function safeImageSrc(raw: string | null | undefined, trustedOrigins: readonly string[]): string | undefined {
  const url = parse(raw);
  if (!url || !IMAGE_PROTOCOLS.has(url.protocol) || url.username || url.password) return undefined;
  return trustedOrigins.includes(url.origin) ? url.href : undefined;
}
