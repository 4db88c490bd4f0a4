import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, renderLogoPng } from './logo';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function parseChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('ascii'),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === crc,
    });
    offset += 12 + length;
  }
  return chunks;
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('renderLogoPng', () => {
  it('writes a valid RGBA PNG', () => {
    for (const size of [128, 48]) {
      const png = renderLogoPng('0xabc', size);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const chunks = parseChunks(png);
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(chunks.every((c) => c.crcOk)).toBe(true);
      const ihdr = (chunks[0] as Chunk).data;
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ...ihdr.subarray(8)]).toEqual([size, size, 8, 6, 0, 0, 0]);
      expect(inflateSync((chunks[1] as Chunk).data).length).toBe((1 + 4 * size) * size);
    }
  });

  it('is deterministic per seed and differs across seeds', () => {
    expect(renderLogoPng('token-1').equals(renderLogoPng('token-1'))).toBe(true);
    const many = new Set(Array.from({ length: 50 }, (_, i) => renderLogoPng(`token-${i}`).toString('base64')));
    expect(many.size).toBe(50);
  });

  it('leaves the corners transparent and the centre opaque', () => {
    const size = 64;
    const idat = parseChunks(renderLogoPng('corners', size)).find((c) => c.type === 'IDAT') as Chunk;
    const raw = inflateSync(idat.data);
    const stride = 1 + 4 * size;
    // Row 0 with the Up filter holds raw bytes, so its first pixel's alpha is readable directly.
    expect(raw[1 + 3]).toBe(0);
    // Filtered bytes of later rows are deltas; summing the column down to the centre reconstructs it.
    let alpha = 0;
    for (let y = 0; y <= size / 2; y++) alpha = (alpha + (raw[y * stride + 1 + 4 * (size / 2) + 3] as number)) & 0xff;
    expect(alpha).toBe(255);
  });

  it('rejects silly sizes', () => {
    expect(() => renderLogoPng('x', 0)).toThrow(RangeError);
    expect(() => renderLogoPng('x', 1.5)).toThrow(RangeError);
  });
});
