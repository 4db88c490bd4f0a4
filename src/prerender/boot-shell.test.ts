import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, bootShell } from './boot-shell';

const ADDRESS = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';

/** index.html's body as the prerender plugin writes it, with two small shells. */
function writeIndexHtml() {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="root"></div>
    <template id="shell-discovery" data-preload="http://api.test/api/tokens?page=1 http://api.test/api/koti"><h1>Discover</h1></template>
    <template id="shell-token" data-preload="http://api.test/api/token?address=__address__"><h1>Token</h1></template>`;
}

const root = () => document.getElementById('root');
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

describe('bootShell', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("shows the discovery shell on / and asks for the page's reads as the app asks (CORS, no credentials)", () => {
    writeIndexHtml();
    bootShell(document, '/', '');
    expect(root()?.innerHTML).toBe('<h1>Discover</h1>');
    expect(preloads()).toEqual([
      { href: 'http://api.test/api/tokens?page=1', as: 'fetch', crossOrigin: 'anonymous' },
      { href: 'http://api.test/api/koti', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it("shows the token shell on a token page and asks for that token, its address lowercase like the app's", () => {
    writeIndexHtml();
    bootShell(document, `/token/${ADDRESS}`, '');
    expect(root()?.innerHTML).toBe('<h1>Token</h1>');
    expect(preloads().map((p) => p.href)).toEqual([`http://api.test/api/token?address=${ADDRESS.toLowerCase()}`]);
  });

  it('takes every shell template out of the page, used or not', () => {
    writeIndexHtml();
    bootShell(document, '/swap', '');
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('with a query string shows the shell but asks for nothing: filters change the request the app makes', () => {
    writeIndexHtml();
    bootShell(document, '/', '?sortBy=trending');
    expect(root()?.innerHTML).toBe('<h1>Discover</h1>');
    expect(preloads()).toEqual([]);
  });

  it.each(['/swap', '/leaderboard', '/no-such-page', '/token/0x123', `/token/${ADDRESS}/extra`])(
    'leaves %s to the app: no shell, no read',
    (path) => {
      writeIndexHtml();
      bootShell(document, path, '');
      expect(root()?.innerHTML).toBe('');
      expect(preloads()).toEqual([]);
    },
  );

  it('does nothing when index.html has no shells (the dev server)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => bootShell(document, '/', '')).not.toThrow();
    expect(root()?.innerHTML).toBe('');
  });

  it('is inlined as its own source, self-contained, called with the page location', () => {
    expect(BOOT_SCRIPT).toContain(bootShell.toString());
    expect(BOOT_SCRIPT).toMatch(
      /\(document, location\.pathname, location\.search\);document\.currentScript\.remove\(\);$/,
    );
  });
});
