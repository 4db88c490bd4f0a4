/** A page's link preview: what X, Telegram and Discord show of a shared link (their crawlers run no script). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute: the page's shareable address. */
  url: string;
  /** Absolute, 1200×630 PNG. */
  image: string;
  imageAlt: string;
}

export const SITE_NAME = 'Launchdeck';
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute: a token named `"><script>` stays those characters. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * The head's tags for `meta`: title, description, Open Graph and the Twitter card. Every value is
 * escaped here, and nowhere else: callers pass plain text. WHY no twitter:title, twitter:description
 * nor twitter:image: X reads the Open Graph ones when those are absent, and each tag is one more
 * element in every page's DOM (the pages keep a DOM budget).
 */
export function metaTagsHtml(meta: PageMeta): string {
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    property('og:type', 'website'),
    property('og:site_name', SITE_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:width', String(PREVIEW_WIDTH)),
    property('og:image:height', String(PREVIEW_HEIGHT)),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
  ].join('\n    ');
}
