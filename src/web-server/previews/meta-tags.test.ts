// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headWithTags } from './head-with-tags';
import { escapeHtml, metaTagsHtml } from './meta-tags';

const hostile = '"><script>alert(1)</script><img src=x onerror=alert(1)> & \'';

describe('metaTagsHtml', () => {
  it('writes every value escaped: a hostile name stays text in the title and in each attribute', () => {
    const html = metaTagsHtml({
      title: hostile,
      description: hostile,
      url: 'https://launchdeck.example/token/0xabc?ref=A"B',
      image: 'https://launchdeck.example/og/token/0xabc.png?v=1&x=<',
      imageAlt: hostile,
    });
    const escaped = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain('<meta property="og:url" content="https://launchdeck.example/token/0xabc?ref=A&quot;B" />');
    expect(html).toContain('content="https://launchdeck.example/og/token/0xabc.png?v=1&amp;x=&lt;"');
    expect(html).not.toMatch(/<script|<img/);
  });

  it('carries the Open Graph tags and the Twitter card of a large image, and no more', () => {
    const html = metaTagsHtml({ title: 't', description: 'd', url: 'u', image: 'i', imageAlt: 'a' });
    for (const tag of [
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Launchdeck" />',
      '<meta property="og:description" content="d" />',
      '<meta property="og:url" content="u" />',
      '<meta property="og:image" content="i" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]) {
      expect(html).toContain(tag);
    }
    // Each tag is an element of every page: X reads the og: ones for its title, description and image.
    expect(html.match(/<meta /g)).toHaveLength(11);
  });

  it('escapes the five characters HTML gives meaning', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('headWithTags', () => {
  it("puts a page's tags in place of the built title and description, once each", () => {
    const built =
      '<html><head><meta charset="UTF-8" />\n<meta name="description" content="generic" />\n<title>Launchdeck</title>\n<style>x</style></head><body>';
    const head = headWithTags(built)('<title>Mine</title>');
    expect(head).toBe('<html><head><meta charset="UTF-8" />\n<title>Mine</title>\n    <style>x</style></head><body>');
  });

  it('puts them at the end of a head that has no title', () => {
    expect(headWithTags('<head><meta charset="UTF-8" /></head><body>')('<title>Mine</title>')).toBe(
      '<head><meta charset="UTF-8" /><title>Mine</title>\n    </head><body>',
    );
  });
});
