import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../interface/endpoints';
import { CHAT_KEY, failure, type Harness, signatureAuth, startHarness, wallets } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ALLOWED = 'http://localhost:5173';

describe('CORS', () => {
  it('echoes an allowed origin on both services and exposes the rate-limit headers', async () => {
    for (const call of [h.launch, h.swap]) {
      const r = await call('/api/tokens', { headers: { Origin: ALLOWED } });
      expect(r.status).toBe(200);
      expect(r.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(r.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('retry-after');
    }
  });

  it('grants an error answer too, so that a page can read why (a 404 here), and varies by Origin once', async () => {
    const r = await h.launch('/api/nope', { headers: { Origin: ALLOWED } });
    expect(r.status).toBe(404);
    expect(r.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(r.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('ratelimit-reset');
    expect(r.headers.get('vary')).toBe('Origin');
    // A refusal before the route runs (the body limit) is granted as well.
    const big = JSON.stringify({ addresses: ['x'.repeat(70 * 1024)] });
    const refused = await h.launchPost('/api/tokens/batch', big, { Origin: ALLOWED });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('does not allow another origin', async () => {
    const r = await h.launch('/api/tokens', { headers: { Origin: 'http://evil.example' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight allowing Authorization, Content-Type and X-Api-Key', async () => {
    const r = await h.launch('/api/chat', {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-api-key',
      },
    });
    expect(r.status).toBeLessThan(300);
    expect(r.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const allowed = (r.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-api-key']));
    expect(r.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives a disallowed origin no preflight grant', async () => {
    const r = await h.launch('/api/chat', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('errors shared by every endpoint', () => {
  it('answers unknown routes with a 404 JSON error on both services', async () => {
    failure(await h.launch('/api/nope'), 404, 'NOT_FOUND');
    failure(await h.swap('/api/koti'), 404, 'NOT_FOUND');
    failure(await h.launch('/api/tokens', { method: 'DELETE' }), 404, 'NOT_FOUND');
  });

  it('refuses bodies over 64 KiB with 413, before credentials or validation', async () => {
    const big = JSON.stringify({ addresses: ['x'.repeat(70 * 1024)] });
    failure(await h.launchPost('/api/tokens/batch', big), 413, 'PAYLOAD_TOO_LARGE');
    failure(await h.launchPost('/api/chat', big), 413, 'PAYLOAD_TOO_LARGE');
    failure(await h.launchPost('/api/referral/register', big, { 'X-Api-Key': CHAT_KEY }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('accepts a body just under the limit (then judges its content)', async () => {
    const body = JSON.stringify({ addresses: ['0x1'], pad: 'y'.repeat(60 * 1024) });
    const r = await h.launchPost('/api/tokens/batch', body);
    expect(r.status).toBe(200);
  });

  it('answers bad JSON with 400 naming the body', async () => {
    // Registration proves its wallet first (401 before the body is read): give it credentials.
    const credentials = { Authorization: await signatureAuth(wallets[0]!, h.clock.now) };
    for (const path of ['/api/tokens/batch', '/api/referral/register', '/api/auth/verify']) {
      failure(await h.launchPost(path, '{"addresses": [', credentials), 400, 'INVALID_REQUEST', ['(body)']);
    }
    failure(await h.launchPost('/api/chat', 'not json', { 'X-Api-Key': CHAT_KEY }), 400, 'INVALID_REQUEST', ['(body)']);
  });

  it('never leaks a stack trace in an error body', async () => {
    const r = await h.launchPost('/api/tokens/batch', '{"addresses": [');
    expect(r.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends RateLimit headers on ordinary answers', async () => {
    const r = await h.swap('/api/pairs');
    expect(r.status).toBe(200);
    expect(r.headers.get('ratelimit-limit')).toBe('600');
    expect(Number(r.headers.get('ratelimit-remaining'))).toBeLessThan(600);
    expect(Number(r.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });
});

describe('GET /api/openapi.json', () => {
  it.each(['launch', 'swap'] as const)('documents exactly the %s endpoints', async (service) => {
    const r = await (service === 'launch' ? h.launch : h.swap)('/api/openapi.json');
    expect(r.status).toBe(200);
    const doc = r.body as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      servers: { url: string }[];
    };
    expect(doc.openapi).toMatch(/^3\./);
    const expected = Object.values(endpoints)
      .filter((e) => e.service === service)
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
      .sort();
    expect(documented).toEqual(expected);
    expect(doc.servers[0]?.url).toBe(service === 'launch' ? h.launchUrl : h.swapUrl);
  });
});

describe('GET /logos/<address>.png', () => {
  it('renders a PNG for a lowercase address, the same every time', async () => {
    const address = h.market.createToken();
    const res = await fetch(`${h.launchUrl}/logos/${address}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const again = new Uint8Array(await (await fetch(`${h.launchUrl}/logos/${address}.png`)).arrayBuffer());
    expect(again).toEqual(bytes);
  });

  it('answers a malformed logo name with a 404 JSON error', async () => {
    failure(await h.launch('/logos/0x1234.png'), 404, 'NOT_FOUND');
    failure(await h.launch(`/logos/0x${'g'.repeat(40)}.png`), 404, 'NOT_FOUND');
  });
});

describe('paths outside the interface', () => {
  it.each(['/api/openapi.json', `/logos/0x${'ab'.repeat(20)}.png`])(
    'limits %s to the default 600 a minute per IP',
    async (path) => {
      h.nextMinute();
      const first = await h.launch(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-limit')).toBe('600');
      expect(first.headers.get('ratelimit-remaining')).toBe('599');
      for (let i = 2; i <= 600; i++) await fetch(`${h.launchUrl}${path}`).then((r) => r.arrayBuffer());
      const limited = await h.launch(path);
      failure(limited, 429, 'RATE_LIMITED');
      expect(limited.headers.get('retry-after')).toBe('60');
      h.nextMinute();
      expect((await h.launch(path)).status).toBe(200);
    },
    30_000,
  );
});

describe('prebuilt answers and gzip', () => {
  it('sends a small answer as it is, to a client that accepts gzip too, and says it varies by encoding', async () => {
    const url = `${h.launchUrl}/api/tokens?sortBy=trending`;
    // Raw bytes: Node's fetch would decode a gzipped answer on its own.
    const res = await new Promise<{ encoding?: string | undefined; vary?: string | undefined }>((resolve, reject) =>
      httpGet(url, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
        r.resume();
        r.on('end', () => resolve({ encoding: r.headers['content-encoding'], vary: r.headers.vary }));
      }).on('error', reject),
    );
    expect(res.encoding).toBeUndefined();
    expect(res.vary).toContain('Accept-Encoding');
  });
});
