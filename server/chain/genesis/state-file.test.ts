import { describe, expect, it } from 'vitest';
import { withoutTraces } from './state-file';

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
