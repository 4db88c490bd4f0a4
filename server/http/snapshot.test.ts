import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, JsonText } from './snapshot';

describe('JsonText', () => {
  it('is gzipped once when large, and never when small', () => {
    const large = new JsonText(
      JSON.stringify({ pairs: Array.from({ length: 2_000 }, (_, i) => ({ i, name: `pair ${i}` })) }),
    );
    const gzipped = large.gzipped;
    expect(gzipped).toBeDefined();
    expect(gzipped?.byteLength).toBeLessThan(large.bytes.byteLength / 4);
    expect(gunzipSync(gzipped ?? new Uint8Array()).equals(Buffer.from(large.bytes))).toBe(true);
    expect(large.gzipped).toBe(gzipped);
    expect(new JsonText('{"tokens":[]}').gzipped).toBeUndefined();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['gzip;q=0, identity', false],
    ['gzip; q=0.0', false],
    ['identity', false],
    ['deflate, br', false],
    [undefined, false],
  ])('%s → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
