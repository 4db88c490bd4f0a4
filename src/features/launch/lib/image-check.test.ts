import { describe, expect, it } from 'vitest';
import { checkImage, checkImageFile } from './image-check';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const WEBP = [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0));
const head = (bytes: number[]) => new Uint8Array([...bytes, ...new Array(16).fill(0)].slice(0, 16));
const meta = (name: string, size = 2_000, type = '') => ({ name, size, type });

describe('the image check before upload', () => {
  it('takes PNG, JPEG, WebP and GIF by their bytes', () => {
    expect(checkImage(meta('a.png'), head(PNG))).toEqual({ ok: true });
    expect(checkImage(meta('a.jpeg'), head(JPEG))).toEqual({ ok: true });
    expect(checkImage(meta('a.gif'), head(GIF))).toEqual({ ok: true });
    expect(checkImage(meta('a.webp'), head(WEBP))).toEqual({ ok: true });
    expect(checkImage(meta('logo'), head(PNG))).toEqual({ ok: true });
  });

  it('refuses text named .png: its bytes say otherwise', () => {
    const text = head([...'hello'].map((c) => c.charCodeAt(0)));
    expect(checkImage(meta('logo.png', 5, 'image/png'), text)).toEqual({
      ok: false,
      message: 'logo.png is not a PNG, JPEG, WebP or GIF image, whatever its name says.',
    });
  });

  it('refuses an image named as another type', () => {
    expect(checkImage(meta('logo.gif'), head(PNG))).toEqual({
      ok: false,
      message: 'logo.gif is really a PNG: rename it or export it again.',
    });
  });

  it('refuses SVG by name or declared type, whatever its bytes', () => {
    const svg = { ok: false, message: 'SVG images are refused: they can carry scripts. Use a PNG, JPEG, WebP or GIF.' };
    expect(checkImage(meta('logo.svg'), head(PNG))).toEqual(svg);
    expect(checkImage(meta('logo', 100, 'image/svg+xml'), head(PNG))).toEqual(svg);
  });

  it('refuses an empty file and one over 1 MB', () => {
    expect(checkImage(meta('a.png', 0), head([]))).toEqual({ ok: false, message: 'This file is empty.' });
    expect(checkImage(meta('a.png', 1024 * 1024), head(PNG))).toEqual({ ok: true });
    expect(checkImage(meta('a.png', 1024 * 1024 + 1), head(PNG))).toEqual({
      ok: false,
      message: 'This image is 1,025 KB: at most 1 MB (1,024 KB).',
    });
  });

  it('reads the first bytes of a real file', async () => {
    const file = new File([new Uint8Array([...PNG, 1, 2, 3])], 'logo.png', { type: 'image/png' });
    expect(await checkImageFile(file)).toEqual({ ok: true });
  });
});
