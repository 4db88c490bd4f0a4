// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLogoLoader, launchLogoUrl } from './token-logo';

const API = 'http://api.test:8787';
const UPLOAD = `${API}/uploads/${'a'.repeat(64)}.png`;
const SEEDED = `${API}/logos/0x${'b'.repeat(40)}.png`;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('launchLogoUrl', () => {
  it("takes only the launch service's own logo files", () => {
    expect(launchLogoUrl(UPLOAD, API)).toBe(UPLOAD);
    expect(launchLogoUrl(SEEDED, API)).toBe(SEEDED);
    expect(launchLogoUrl(`${API}/uploads/${'c'.repeat(64)}.webp`, API)).not.toBeNull();
  });

  it('refuses any other host, scheme, path or trick (SSRF)', () => {
    for (const url of [
      `http://169.254.169.254/uploads/${'a'.repeat(64)}.png`,
      `http://api.test:9999/uploads/${'a'.repeat(64)}.png`,
      `https://api.test:8787/uploads/${'a'.repeat(64)}.png`,
      `http://user:pass@api.test:8787/uploads/${'a'.repeat(64)}.png`,
      `${UPLOAD}?redirect=http://elsewhere`,
      `${API}/uploads/../api/tokens`,
      `${API}/uploads/${'a'.repeat(64)}.svg`,
      `${API}/api/token?address=0x1`,
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/uploads/relative.png',
      '',
    ]) {
      expect(launchLogoUrl(url, API), url).toBeNull();
    }
  });

  it('keeps to the path of a service served under one, and reads there', () => {
    const base = 'https://host.test/launch';
    expect(launchLogoUrl(`https://host.test/launch/logos/0x${'b'.repeat(40)}.png`, base)).toBe(
      `https://host.test/launch/logos/0x${'b'.repeat(40)}.png`,
    );
    expect(launchLogoUrl(`https://host.test/logos/0x${'b'.repeat(40)}.png`, base)).toBeNull();
  });
});

describe('createLogoLoader', () => {
  const answer = (body: BodyInit | null, init?: ResponseInit) => vi.fn(async () => new Response(body, init));

  it('reads a logo as a data URL, without following redirects, within a time limit', async () => {
    const fetch = answer(PNG_BYTES);
    const logo = await createLogoLoader({ launchApiUrl: API, fetch })(UPLOAD);
    expect(logo).toEqual({ src: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`, lasting: true });
    expect(fetch).toHaveBeenCalledWith(UPLOAD, { signal: expect.any(AbortSignal), redirect: 'error' });
  });

  it('never asks another host', async () => {
    const fetch = answer(PNG_BYTES);
    expect(await createLogoLoader({ launchApiUrl: API, fetch })('http://evil.test/x.png')).toEqual({
      src: null,
      lasting: true,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws no file its bytes do not prove an image it can draw, nor one past the size limit', async () => {
    const html = await createLogoLoader({ launchApiUrl: API, fetch: answer('<svg onload=alert(1)>') })(UPLOAD);
    expect(html.src).toBeNull();
    const webp = new Uint8Array([...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)));
    expect((await createLogoLoader({ launchApiUrl: API, fetch: answer(webp) })(UPLOAD)).src).toBeNull();
    const big = new Uint8Array(2048);
    big.set(PNG_BYTES);
    expect((await createLogoLoader({ launchApiUrl: API, fetch: answer(big), maxBytes: 1024 })(UPLOAD)).src).toBeNull();
    // Streamed without a length: read no further than the limit.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(big);
      },
    });
    expect(
      (await createLogoLoader({ launchApiUrl: API, fetch: answer(stream), maxBytes: 4096 })(UPLOAD)).src,
    ).toBeNull();
  });

  it('draws the initial, not for good, when the service fails or is too slow; for good when it has no such file', async () => {
    const down = createLogoLoader({ launchApiUrl: API, fetch: answer('busy', { status: 503 }) });
    expect(await down(UPLOAD)).toEqual({ src: null, lasting: false });
    const slow = createLogoLoader({
      launchApiUrl: API,
      fetch: vi.fn(async () => {
        throw new DOMException('The operation timed out', 'TimeoutError');
      }),
    });
    expect(await slow(UPLOAD)).toEqual({ src: null, lasting: false });
    const gone = createLogoLoader({ launchApiUrl: API, fetch: answer('no', { status: 404 }) });
    expect(await gone(UPLOAD)).toEqual({ src: null, lasting: true });
  });
});
