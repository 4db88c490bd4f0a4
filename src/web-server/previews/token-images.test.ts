// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createTokenImages } from './token-images';
import type { Logo } from './token-logo';
import type { PreviewToken, TokenRead } from './token-reader';

const ADDRESS = `0x${'ab'.repeat(20)}`;
const token: PreviewToken = {
  address: ADDRESS,
  name: 'Moon Cat',
  ticker: 'MCAT',
  image_url: '',
  price_eth: 0.00000002,
  market_cap: 20,
  funding_progress: 0.4,
};

function setUp({
  reads = [{ kind: 'found', token }] as TokenRead[],
  logo = { src: null, lasting: true } as Logo,
  maxEntries = 200,
  maxRenders = 2,
} = {}) {
  let n = 0;
  const readToken = vi.fn(async () => reads[Math.min(n++, reads.length - 1)]!);
  let drawn = 0;
  const render = vi.fn(async () => Buffer.from(`png ${++drawn}`));
  const images = createTokenImages({ readToken, loadLogo: async () => logo, render, maxEntries, maxRenders });
  return { images, render, readToken };
}

describe('createTokenImages', () => {
  it("draws a token's image once for its state, and anew when its figures move", async () => {
    const moved = { ...token, price_eth: 0.00000003 };
    const { images, render } = setUp({
      reads: [
        { kind: 'found', token },
        { kind: 'found', token },
        { kind: 'found', token: moved },
      ],
    });
    const first = await images.token(ADDRESS);
    const again = await images.token(ADDRESS);
    expect(again).toEqual(first);
    expect(render).toHaveBeenCalledTimes(1);
    const after = await images.token(ADDRESS);
    expect(render).toHaveBeenCalledTimes(2);
    expect(after.kind === 'image' && first.kind === 'image' && after.image.etag !== first.image.etag).toBe(true);
  });

  it('draws once for crawlers that ask together', async () => {
    const { images, render } = setUp();
    const all = await Promise.all([images.token(ADDRESS), images.token(ADDRESS), images.token(ADDRESS)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(all.map((a) => (a.kind === 'image' ? a.image.etag : a.kind))).size).toBe(1);
  });

  it('keeps so many images, the least recently asked going first', async () => {
    const tokens = ['a', 'b', 'c'].map((name) => ({ ...token, name }));
    const reads: TokenRead[] = [...tokens, tokens[0]!, tokens[1]!, tokens[2]!].map((t) => ({
      kind: 'found',
      token: t,
    }));
    const { images, render } = setUp({ reads, maxEntries: 2 });
    for (let i = 0; i < 3; i++) await images.token(ADDRESS);
    expect(render).toHaveBeenCalledTimes(3);
    // 'a' went when 'c' came; 'b' and 'c' are kept.
    await images.token(ADDRESS);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('does not keep a picture drawn without a logo that may load next time', async () => {
    const { images, render } = setUp({ logo: { src: null, lasting: false } });
    await images.token(ADDRESS);
    await images.token(ADDRESS);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('tells a token the service does not know, or could not tell now', async () => {
    expect(await setUp({ reads: [{ kind: 'missing' }] }).images.token(ADDRESS)).toEqual({ kind: 'missing' });
    expect(await setUp({ reads: [{ kind: 'unavailable' }] }).images.token(ADDRESS)).toEqual({ kind: 'unavailable' });
  });

  it('renders so many at once; the next wait their turn', async () => {
    const finishers: (() => void)[] = [];
    const render = vi.fn(
      () =>
        new Promise<Buffer>((resolve) => {
          finishers.push(() => resolve(Buffer.from('png')));
        }),
    );
    let n = 0;
    const images = createTokenImages({
      readToken: async () => ({ kind: 'found', token: { ...token, name: `t${n++}` } }),
      loadLogo: async () => ({ src: null, lasting: true }),
      render,
      maxRenders: 2,
    });
    const three = [images.token(ADDRESS), images.token(ADDRESS), images.token(ADDRESS)];
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    finishers[0]!();
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(3));
    finishers[1]!();
    finishers[2]!();
    expect((await Promise.all(three)).every((a) => a.kind === 'image')).toBe(true);
  });

  it("draws the site's image once", async () => {
    const { images, render } = setUp();
    expect(await images.site()).toEqual(await images.site());
    expect(render).toHaveBeenCalledTimes(1);
  });
});
