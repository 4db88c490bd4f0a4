// @vitest-environment node
// As at build time: no document, the app rendered by React's static renderer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShells } from './shells';

// The first render loads the whole app's modules: seconds on a busy machine.
describe('renderShells', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders each page with its skeletons and notes its reads, asking nothing', async () => {
    const real = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', real);
    const shells = await renderShells();
    expect(shells.map((s) => s.name)).toEqual(['discovery', 'token']);
    const token = shells.find((s) => s.name === 'token')!;
    expect(token.preload.some((read) => read.includes('__address__'))).toBe(true);
    expect(shells.find((s) => s.name === 'discovery')!.preload.some((read) => read.includes('/api/tokens'))).toBe(true);
    expect(real).not.toHaveBeenCalled();
    expect(globalThis.fetch).toBe(real);
  });

  it("leaves the rest of the process's requests alone while it renders", async () => {
    const elsewhere = new Response('elsewhere');
    const real = vi.fn(async () => elsewhere);
    vi.stubGlobal('fetch', real);
    const rendering = renderShells();
    // Asked by other work in the build's process (npm start indexes the chain meanwhile).
    let answer: Response | undefined;
    void fetch('http://127.0.0.1:8545/').then((res) => {
      answer = res;
    });
    await rendering;
    expect(answer).toBe(elsewhere);
    expect(real).toHaveBeenCalledTimes(1);
  });
});
