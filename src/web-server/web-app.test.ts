// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FirstViewRenderer } from './pages';
import { createWebApp } from './web-app';

let distDir: string;
const BUILT_INDEX =
  '<!doctype html><html><head><title>Launchdeck</title></head><body>' +
  '<!--first-view--><div id="root"></div><template id="shell-discovery">skeleton</template><script>boot()</script><!--/first-view-->' +
  '<script type="module" src="/assets/index-abc.js"></script></body></html>';

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'launchdeck-web-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), BUILT_INDEX);
  writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const renderer = (render: FirstViewRenderer['renderFirstView']): FirstViewRenderer => ({ renderFirstView: render });
const view = {
  hints: '<link rel="preload" as="image" href="http://api.test/logo.png"/>',
  html: '<main>24 cards</main>',
  firstReads: '<script type="application/json" id="first-reads">[]</script>',
};

describe('the web server', () => {
  it('sends a page with its first view in place of the shells, with the security headers, never cached', async () => {
    const render = vi.fn(async () => view);
    const app = createWebApp({ distDir, renderer: renderer(render), waitMs: 120 });
    const res = await app.request('/?sortBy=oldest&page=2');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The built page's own inline script (its boot script), by its hash, and no other.
    const bootHash = createHash('sha256').update('boot()').digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${bootHash}' https:`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(render).toHaveBeenCalledWith('/?sortBy=oldest&page=2', { waitMs: 120, signal: expect.any(AbortSignal) });
    expect(html).toContain(
      '<body><link rel="preload" as="image" href="http://api.test/logo.png"/><div id="root"><div inert style="display:contents"><main>24 cards</main></div></div><script type="application/json" id="first-reads">[]</script><script type="module"',
    );
    expect(html).not.toContain('template');
    expect(html).not.toContain('boot()');
    // The headers alone, and no render for them.
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(render).toHaveBeenCalledOnce();
  });

  it('sends the head before the render is done: the browser reads the stylesheet meanwhile', async () => {
    let finish: (v: typeof view) => void = () => undefined;
    const rendering = new Promise<typeof view>((resolve) => {
      finish = resolve;
    });
    const app = createWebApp({ distDir, renderer: renderer(() => rendering) });
    const res = await app.request('/');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe(BUILT_INDEX.slice(0, BUILT_INDEX.indexOf('<!--first-view-->')));
    finish(view);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toContain('<main>24 cards</main>');
    expect(rest.endsWith('</body></html>')).toBe(true);
  });

  it('renders so many pages at once, and sends the next ones as built without waiting', async () => {
    let finish: (v: typeof view) => void = () => undefined;
    const rendering = new Promise<typeof view>((resolve) => {
      finish = resolve;
    });
    const render = vi.fn(() => rendering);
    const app = createWebApp({ distDir, renderer: renderer(render), maxRenders: 2 });
    const held = [await app.request('/'), await app.request('/?page=2')];
    // Both renders are under way (the head is out); a third page does not wait for them.
    const readers = held.map((res) => (res.body as ReadableStream<Uint8Array>).getReader());
    await Promise.all(readers.map((reader) => reader.read()));
    expect(await (await app.request('/?page=3')).text()).toBe(BUILT_INDEX);
    expect(render).toHaveBeenCalledTimes(2);
    finish(view);
    await Promise.all(
      readers.map(async (reader) => {
        while (!(await reader.read()).done) {}
      }),
    );
    // Once they are done, the next page renders again.
    expect(await (await app.request('/?page=4')).text()).toContain('<main>24 cards</main>');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('stops the render of a page whose reader has left, and tells no error', async () => {
    const onRenderError = vi.fn();
    let signal: AbortSignal | undefined;
    const app = createWebApp({
      distDir,
      renderer: renderer((_url, options) => {
        signal = options.signal;
        return new Promise((_resolve, reject) =>
          options.signal?.addEventListener('abort', () => reject(options.signal?.reason)),
        );
      }),
      onRenderError,
    });
    const reader = ((await app.request('/')).body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    expect(signal?.aborted).toBe(false);
    await reader.cancel();
    expect(signal?.aborted).toBe(true);
    // The render's rejection runs its course: no failure.
    await new Promise((resolve) => setImmediate(resolve));
    expect(onRenderError).not.toHaveBeenCalled();
  });

  it('sends index.html as built when the renderer has no first view, fails, or is not there', async () => {
    const onRenderError = vi.fn();
    const none = createWebApp({ distDir, renderer: renderer(async () => null) });
    expect(await (await none.request('/leaderboard')).text()).toBe(BUILT_INDEX);
    const failing = createWebApp({
      distDir,
      renderer: renderer(async () => {
        throw new Error('the launch service is down');
      }),
      onRenderError,
    });
    const res = await failing.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(BUILT_INDEX);
    expect(onRenderError).toHaveBeenCalledOnce();
    expect(await (await createWebApp({ distDir }).request('/token/0xabc')).text()).toBe(BUILT_INDEX);
  });

  it("serves the build's files, content-named ones cached for good, and no page in place of a missing file", async () => {
    const app = createWebApp({ distDir });
    const script = await app.request('/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toBeTruthy();
    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBeNull();
    const missing = await app.request('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect((await app.request('/../package.json')).status).toBe(404);
  });

  it('refuses a build without the first view markers', () => {
    const old = mkdtempSync(join(tmpdir(), 'launchdeck-web-old-'));
    writeFileSync(join(old, 'index.html'), '<div id="root"></div>');
    expect(() => createWebApp({ distDir: old })).toThrow(/rebuild the app/);
    rmSync(old, { recursive: true, force: true });
  });
});
