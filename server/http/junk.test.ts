/** Junk never gives a 5xx: seeded random and hand-picked malformed input against every endpoint. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../interface/common';
import { CHAT_KEY, type Harness, signatureAuth, startHarness, wallets } from '../test/harness';

let h: Harness;
let token = '';
let auth = '';

/** mulberry32: the same junk on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20260310);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

const FIXED_VALUES = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '9'.repeat(400),
  '0x',
  '0x0',
  `0x${'f'.repeat(40)}`,
  `0x${'F'.repeat(39)}G`,
  `0x${'0'.repeat(41)}`,
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%F0%9F%92%A5',
  '\u202e',
  'e\u0301',
  '💥'.repeat(50),
  'x'.repeat(5000),
  '%2C%2C%2C',
  ',,,',
  'live,,funding',
  'a,b,c',
  '2026-02-30',
  '9999-99-99T99:99',
  '+275760-09-13',
  '%0A%0D',
  "'; DROP TABLE tokens; --",
  '\\',
  '%5C%25_',
];

function junkValue(): string {
  const r = rnd();
  if (r < 0.5) return pick(FIXED_VALUES);
  if (r < 0.75) {
    // Random bytes, percent-encoded: many are not valid UTF-8.
    return Array.from(
      { length: 1 + Math.floor(rnd() * 40) },
      () =>
        `%${Math.floor(rnd() * 256)
          .toString(16)
          .padStart(2, '0')}`,
    ).join('');
  }
  if (r < 0.9)
    return encodeURIComponent(String.fromCodePoint(...Array.from({ length: 20 }, () => Math.floor(rnd() * 0xd7ff))));
  return String(rnd() * 10 ** Math.floor(rnd() * 30) * (rnd() < 0.5 ? -1 : 1));
}

/** Header values must be bytes: non-ASCII is replaced, length bounded. */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000);

function junkQuery(params: readonly string[]): string {
  const names = [...params, 'page', 'x', '__proto__', 'constructor', 'a[]', ''];
  const parts = Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => `${pick(names)}=${junkValue()}`);
  if (rnd() < 0.2) parts.push(`${pick(params.length ? params : names)}=${junkValue()}`); // repeated: an array
  return `?${parts.join('&')}`;
}

function junkJson(depth = 0): unknown {
  const r = rnd();
  if (depth > 3 || r < 0.3)
    return pick<unknown>([null, true, 0, -1, 1e308, 2 ** 53 + 1, '', 'x'.repeat(3000), '💥', '\u0000']);
  if (r < 0.5) return junkValue();
  if (r < 0.75) return Array.from({ length: Math.floor(rnd() * 5) }, () => junkJson(depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(rnd() * 5) }, () => [junkValue(), junkJson(depth + 1)]));
}

function junkBody(fields: readonly string[]): string | Uint8Array<ArrayBuffer> {
  const r = rnd();
  if (r < 0.15) return Uint8Array.from({ length: Math.floor(rnd() * 200) }, () => Math.floor(rnd() * 256));
  if (r < 0.2) return pick(['[', '{"a":', '['.repeat(5000), '{"addresses": [1e400]}', '"\\ud800"', 'null', '']);
  const body: Record<string, unknown> = {};
  for (const f of fields) if (rnd() < 0.8) body[f] = junkJson(1);
  return JSON.stringify(rnd() < 0.1 ? [body] : body);
}

const GETS: [service: 'launch' | 'swap', path: string, params: string[]][] = [
  [
    'launch',
    '/api/tokens',
    [
      'page',
      'search',
      'status',
      'sortBy',
      'timeframe',
      'socials',
      'fundingMin',
      'fundingMax',
      'marketCapMin',
      'marketCapMax',
      'txCountMin',
      'txCountMax',
      'createdFrom',
      'createdTo',
    ],
  ],
  ['launch', '/api/token', ['address']],
  ['launch', '/api/koti', []],
  ['launch', '/api/eoti', ['includeBidData']],
  ['launch', '/api/leaderboard', ['page', 'search']],
  ['launch', '/api/chat', ['tokenAddress', 'limit', 'offset']],
  ['launch', '/api/auth/nonce', []],
  ['launch', '/api/referral/code', []],
  ['launch', '/api/referral/stats', ['period']],
  ['launch', '/api/referral/leaderboard', ['limit', 'period']],
  ['launch', '/api/openapi.json', []],
  ['swap', '/api/quote', ['tokenIn', 'tokenOut', 'amount', 'amountOut', 'slippage', 'buildTx', 'userAddress']],
  ['swap', '/api/tokens', []],
  ['swap', '/api/pairs', []],
  ['swap', '/api/openapi.json', []],
];
const POSTS: [path: string, fields: string[]][] = [
  ['/api/tokens/batch', ['addresses', 'includeMetrics', 'includeHolders', 'includeSocials']],
  ['/api/chat', ['token', 'tokenAddress', 'message', 'signedAt', 'signature', 'sender']],
  ['/api/auth/verify', ['message', 'signature']],
  ['/api/referral/register', ['referral_code', 'wallet_address']],
];

beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  token = h.market.createToken();
  h.market.buy(token, 1);
  h.market.graduate(h.market.createToken());
  h.market.bid(new Date(h.clock.now).toISOString().slice(0, 10), token, 1);
  auth = await signatureAuth(wallets[0]!, h.clock.now);
});
afterAll(() => h.close());

/** A 5xx fails the test; every 4xx of the services carries the one error body. */
async function expectSane(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400 && res.status !== 431) {
    expect(errorBodySchema.safeParse(JSON.parse(text)).success, `${what}: ${text.slice(0, 300)}`).toBe(true);
  }
}

describe('junk input', () => {
  it.each(GETS)('%s GET %s never answers 5xx', async (service, path, params) => {
    const base = service === 'launch' ? h.launchUrl : h.swapUrl;
    for (let i = 0; i < 80; i++) {
      const url = `${base}${path}${junkQuery(params)}`;
      const headers: Record<string, string> =
        i % 2 ? { Authorization: auth } : { Authorization: headerSafe(junkValue()) };
      await expectSane(await fetch(url, { headers }), url.slice(0, 300));
    }
  });

  it.each(POSTS)('POST %s never answers 5xx', async (path, fields) => {
    for (let i = 0; i < 120; i++) {
      const body = junkBody(fields);
      const headers = {
        'Content-Type': rnd() < 0.9 ? 'application/json' : headerSafe(junkValue()),
        'X-Api-Key': CHAT_KEY,
        // Half with credentials, so that registration's junk gets past the proof of wallet to validation.
        Authorization: i % 2 ? auth : headerSafe(junkValue()),
      };
      await expectSane(
        await fetch(`${h.launchUrl}${path}`, { method: 'POST', headers, body }),
        `${path} ${String(body).slice(0, 200)}`,
      );
    }
  });

  it('survives junk paths, methods, and oversized URLs and headers', async () => {
    const paths = [
      '/api/token/..%2f..%2f',
      '/api/%00',
      '/logos/%ff.png',
      `/logos/0x${'a'.repeat(40)}.png%00`,
      '/api//tokens',
      '/%',
      `/api/tokens?${'a=1&'.repeat(3000)}`,
      `/api/quote?amount=${'9'.repeat(20_000)}`,
    ];
    for (const p of paths) await expectSane(await fetch(`${h.launchUrl}${p}`), p.slice(0, 100));
    for (const method of ['PUT', 'PATCH', 'DELETE', 'HEAD']) {
      const res = await fetch(`${h.launchUrl}/api/tokens`, { method });
      expect(res.status, method).toBeLessThan(500);
    }
    const big = await fetch(`${h.launchUrl}/api/referral/stats`, {
      headers: { Authorization: `Bearer ${'x'.repeat(12_000)}` },
    });
    expect(big.status).toBeLessThan(500);
    const chunked = await fetch(`${h.launchUrl}/api/tokens/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 80; i++) c.enqueue(new TextEncoder().encode(' '.repeat(1024)));
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });
});
