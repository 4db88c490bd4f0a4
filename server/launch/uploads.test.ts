import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadSchema } from '../../interface/uploads';
import { renderLogoPng } from '../seed/logo';
import { failure, type Harness, ok, PUBLIC_URL, startHarness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
// Ten uploads a minute per IP: each test starts a fresh minute.
beforeEach(() => h.nextMinute());

const PNG = new Uint8Array(renderLogoPng('0x00000000000000000000000000000000000000aa'));
const GIF = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF'), 0, 1, 1, 0, 0xff, 0xd9]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type = '') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return h.launch('/api/uploads', { method: 'POST', body: form });
}

const refusal = async (reply: ReturnType<typeof upload>) =>
  failure(await reply, 400, 'INVALID_REQUEST', ['file']).message as string;

describe('POST /api/uploads', () => {
  it('stores a PNG under the SHA-256 of its bytes and serves it back with its proven type', async () => {
    const u = ok(await upload(PNG, 'logo.png', 'image/png'), uploadSchema);
    const sha = createHash('sha256').update(PNG).digest('hex');
    expect(u).toEqual({
      url: `${PUBLIC_URL}/uploads/${sha}.png`,
      sha256: sha,
      content_type: 'image/png',
      bytes: PNG.length,
    });
    const served = await h.launch(`/uploads/${sha}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    // The same bytes again: the same URL, nothing doubled.
    expect(ok(await upload(PNG, 'again.png'), uploadSchema).url).toBe(u.url);
  });

  it('accepts GIF and JPEG by their bytes, whatever type the browser declared', async () => {
    expect(ok(await upload(GIF, 'a.gif', 'application/octet-stream'), uploadSchema).content_type).toBe('image/gif');
    expect(ok(await upload(JPEG, 'photo.jpeg'), uploadSchema).url).toMatch(/\.jpg$/);
  });

  it('refuses an SVG, even renamed, and says why', async () => {
    expect(await refusal(upload(SVG, 'logo.svg', 'image/svg+xml'))).toMatch(/SVG/);
    expect(await refusal(upload(SVG, 'logo.png', 'image/png'))).toMatch(/not a PNG, JPEG, WebP or GIF/);
  });

  it('refuses a lying extension or declared type', async () => {
    expect(await refusal(upload(GIF, 'logo.png'))).toMatch(/named logo\.png but its bytes are GIF/);
    expect(await refusal(upload(PNG, 'logo', 'image/jpeg'))).toMatch(
      /declared image\/jpeg but its bytes are image\/png/,
    );
  });

  it('refuses an image over 1 MiB with a 400, and a far larger body with a 413, storing nothing', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG.subarray(0, 8));
    expect(await refusal(upload(big, 'big.png'))).toMatch(/at most 1048576/);
    failure(await upload(new Uint8Array(3 * UPLOAD_MAX_BYTES), 'huge.png'), 413, 'PAYLOAD_TOO_LARGE');
    const sha = createHash('sha256').update(big).digest('hex');
    expect((await h.launch(`/uploads/${sha}.png`)).status).toBe(404);
  });

  it('refuses a body without a file, an empty file, and JSON', async () => {
    const form = new FormData();
    form.append('image', 'text');
    expect(await refusal(h.launch('/api/uploads', { method: 'POST', body: form }))).toMatch(/field named "file"/);
    expect(await refusal(upload(new Uint8Array(0), 'empty.png'))).toMatch(/empty/);
    expect(await refusal(h.launchPost('/api/uploads', { file: 'x' }))).toMatch(/multipart/);
  });

  it('answers 404 for an unknown upload or the wrong extension', async () => {
    const sha = createHash('sha256').update(PNG).digest('hex');
    expect((await h.launch(`/uploads/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await h.launch(`/uploads/${sha}.gif`)).status).toBe(404);
  });
});
