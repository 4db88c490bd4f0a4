import { describe, expect, it } from 'vitest';
import { createTracesStripper, withoutTraces } from './state-file';

const strip = (value: unknown) => JSON.parse(withoutTraces(Buffer.from(JSON.stringify(value))).toString());

describe('withoutTraces', () => {
  it('empties every traces value and keeps everything else as it was', () => {
    const dump = {
      transactions: [
        { info: { traces: [{ children: [1, [2]], output: '0x' }], gas: 1 }, hash: '0x1' },
        { info: { traces: [], gas: 2 }, hash: '0x2' },
      ],
      blocks: [{ number: 7 }],
    };
    expect(strip(dump)).toEqual({
      transactions: [
        { info: { traces: [], gas: 1 }, hash: '0x1' },
        { info: { traces: [], gas: 2 }, hash: '0x2' },
      ],
      blocks: [{ number: 7 }],
    });
  });

  it('is not fooled by brackets and quotes inside strings', () => {
    const dump = { a: { traces: [{ label: 'a ] } " [ {', x: ['"]'] }], after: 'still here' } };
    expect(strip(dump)).toEqual({ a: { traces: [], after: 'still here' } });
  });

  it('leaves a dump without traces unchanged', () => {
    expect(strip({ accounts: { '0x1': { balance: '0x0' } } })).toEqual({ accounts: { '0x1': { balance: '0x0' } } });
  });
});

describe('createTracesStripper', () => {
  const dump = JSON.stringify({
    transactions: [
      { info: { traces: [{ label: 'a ] } \\" [ {', x: ['"]'] }], gas: 1 }, hash: '0x1' },
      { info: { traces: [{ depth: [[[]]] }], gas: 2 }, hash: '0x2' },
    ],
    note: 'no "traces": here',
  });
  const expected = withoutTraces(Buffer.from(dump)).toString();

  it('gives the same text whichever bytes the chunks split, the key and escapes included', () => {
    const bytes = Buffer.from(dump);
    for (let first = 0; first <= bytes.length; first++) {
      for (const second of [first, Math.min(bytes.length, first + 1), Math.min(bytes.length, first + 9)]) {
        const stripper = createTracesStripper();
        const parts = [bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)];
        const out = Buffer.concat([...parts.map((p) => stripper.strip(p)), stripper.end()]).toString();
        expect(out, `split at ${first} and ${second}`).toBe(expected);
      }
    }
    expect(JSON.parse(expected).transactions.map((t: { info: unknown }) => t.info)).toEqual([
      { traces: [], gas: 1 },
      { traces: [], gas: 2 },
    ]);
  });

  it('refuses a dump that ends inside a traces value', () => {
    const stripper = createTracesStripper();
    stripper.strip(Buffer.from('{"traces":[{"a":1}'));
    expect(() => stripper.end()).toThrow('a traces value does not end');
  });
});
