import type { BatchToken } from '@interface/tokens';
import { describe, expect, it } from 'vitest';
import type { BatchLookup } from '@/lib/batch-lookup';
import { watchlistRows } from './watchlist-rows';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const C = `0x${'c'.repeat(40)}`;
const D = `0x${'d'.repeat(40)}`;
const E = `0x${'e'.repeat(40)}`;
const F = `0x${'f'.repeat(40)}`;

const token = (address: string, fields: Partial<BatchToken>) => ({ address, ...fields }) as BatchToken;

const lookup: BatchLookup = {
  tokens: new Map([
    [
      A,
      token(A, {
        created_at: '2026-11-01T00:00:00Z',
        market_cap: 30,
        txns_24h_buys: 5,
        txns_24h_sells: 0,
        volume_24h: 1,
        txns_1h_buys: 0,
        txns_1h_sells: 0,
        volume_1h: 0,
      }),
    ],
    [
      B,
      token(B, {
        created_at: '2026-11-03T00:00:00Z',
        market_cap: 10,
        txns_24h_buys: 2,
        txns_24h_sells: 3,
        volume_24h: 2,
        txns_1h_buys: 1,
        txns_1h_sells: 0,
        volume_1h: 0.1,
      }),
    ],
    [
      C,
      token(C, {
        created_at: '2026-11-02T00:00:00Z',
        market_cap: 20,
        txns_24h_buys: 1,
        txns_24h_sells: 0,
        volume_24h: 9,
      }),
    ],
  ]),
  notFound: new Set([D]),
  errors: new Map([[E, 'database busy']]),
};
const starred = [D, A, E, B, F, C];
const order = (sort: Parameters<typeof watchlistRows>[2], timeframe: '1h' | '24h' = '24h') =>
  watchlistRows(starred, lookup, sort, timeframe).map((r) => r.address);

describe('watchlistRows', () => {
  it('orders the tokens with figures by each of discovery’s keys, ties as the service breaks them', () => {
    expect(order('newest').slice(0, 3)).toEqual([B, C, A]);
    expect(order('oldest').slice(0, 3)).toEqual([A, C, B]);
    expect(order('mcap-high').slice(0, 3)).toEqual([A, C, B]);
    expect(order('mcap-low').slice(0, 3)).toEqual([B, C, A]);
    // Five trades each for A and B in 24h: B's volume is larger. C's missing 1h figures count as none.
    expect(order('trending').slice(0, 3)).toEqual([B, A, C]);
    expect(order('trending', '1h').slice(0, 3)).toEqual([B, C, A]);
  });

  it('keeps every other starred token after them, in starred order, saying what became of each', () => {
    const rows = watchlistRows(starred, lookup, 'newest', '24h');
    expect(rows.slice(3)).toEqual([
      { address: D, state: 'not-found' },
      { address: E, state: 'error', message: 'database busy' },
      { address: F, state: 'loading' },
    ]);
    expect(watchlistRows([A], undefined, 'newest', '24h')).toEqual([{ address: A, state: 'loading' }]);
  });
});
