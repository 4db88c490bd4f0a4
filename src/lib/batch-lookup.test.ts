import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchLookup, chunks, mergeBatchResponses, uniqueAddresses } from './batch-lookup';

const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
const token = (a: string) => ({
  address: a,
  created_at: '2026-01-01T00:00:00.000Z',
  owner: address(999),
  name: 'N',
  ticker: 'T',
  description: '',
  image_url: '',
  market_cap: 1,
  funding_progress: 0.5,
  price_eth: 0.000001,
  is_graduated: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('batch lookup', () => {
  it('keeps each address once, lower-case, in order', () => {
    expect(uniqueAddresses(['0xAB', ' 0xab ', '0xCD', ''])).toEqual(['0xab', '0xcd']);
  });

  it('cuts a list into chunks of 50', () => {
    const list = Array.from({ length: 120 }, (_, i) => i);
    expect(chunks(list).map((c) => c.length)).toEqual([50, 50, 20]);
    expect(chunks([])).toEqual([]);
  });

  it('merges tokens, notFound and errors of every chunk', () => {
    const merged = mergeBatchResponses([
      { tokens: [token(address(1))], notFound: [address(2)], errors: [] },
      { tokens: [], notFound: [], errors: [{ address: address(3), message: 'boom' }] },
    ]);
    expect(merged.tokens.map((t) => t.address)).toEqual([address(1)]);
    expect(merged.notFound).toEqual([address(2)]);
    expect(merged.errors).toEqual([{ address: address(3), message: 'boom' }]);
  });

  it('asks 50 addresses a request, in parallel, and keeps what each answered', async () => {
    const bodies: string[][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { addresses } = JSON.parse(String(init.body)) as { addresses: string[] };
        bodies.push(addresses);
        const [first, ...rest] = addresses;
        return new Response(JSON.stringify({ tokens: [token(first!)], notFound: rest.slice(0, 1), errors: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const all = Array.from({ length: 101 }, (_, i) => address(i + 1));
    const res = await batchLookup(all);
    expect(bodies.map((b) => b.length).sort()).toEqual([1, 50, 50]);
    expect(res.tokens).toHaveLength(3);
    expect(res.notFound).toHaveLength(2);
  });
});
