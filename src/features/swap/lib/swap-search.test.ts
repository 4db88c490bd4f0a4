import { describe, expect, it } from 'vitest';
import { intentOf, searchOf, swapSearchSchema } from './swap-search';

const TOKEN = '0x00000000000000000000000000000000000c0ffe';
const parse = (raw: Record<string, unknown>) => swapSearchSchema.parse(raw);
const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));

describe('swapSearchSchema', () => {
  it('reads a shared swap', () => {
    expect(defined(parse({ in: TOKEN, out: 'ETH', amount: '2.5', exact: 'out' }))).toEqual({
      in: TOKEN,
      amount: 2.5,
      exact: 'out',
      out: 'ETH',
    });
  });

  it('drops defaults, so the shortest URL is the canonical one', () => {
    expect(defined(parse({ in: 'ETH', exact: 'in' }))).toEqual({});
    expect(
      defined(
        parse({ in: '0x0000000000000000000000000000000000000000', out: TOKEN.toUpperCase().replace('0X', '0x') }),
      ),
    ).toEqual({
      out: TOKEN,
    });
  });

  it('tolerates junk, keeping what it can read', () => {
    expect(defined(parse({ in: 'DOGE', out: '0x123', amount: '1e5', exact: 'sideways', extra: 'x' }))).toEqual({});
    expect(defined(parse({ out: TOKEN, amount: '-3' }))).toEqual({ out: TOKEN });
    expect(defined(parse({ in: 42, out: true, amount: { a: 1 } }))).toEqual({});
  });

  it('keeps the amount exactly, as a number only when the URL writes it back as the same digits', () => {
    expect(parse({ amount: 1.5 }).amount).toBe(1.5);
    expect(parse({ amount: '0.10' }).amount).toBe('0.10');
    // More digits than a float holds: kept as text, never rounded.
    expect(parse({ amount: '123456789012345678901.000000000000000001' }).amount).toBe(
      '123456789012345678901.000000000000000001',
    );
    expect(parse({ amount: '1.' }).amount).toBe('1.');
  });

  it('drops the output when it is the input', () => {
    expect(defined(parse({ in: TOKEN, out: TOKEN }))).toEqual({ in: TOKEN });
  });

  it('goes from the URL to the swap and back', () => {
    const intent = intentOf(parse({ out: TOKEN, amount: '3' }));
    expect(intent).toEqual({ tokenIn: 'ETH', tokenOut: TOKEN, amount: '3', exact: 'in' });
    expect(defined(searchOf({ ...intent, exact: 'out' }))).toEqual({ out: TOKEN, amount: 3, exact: 'out' });
  });
});
