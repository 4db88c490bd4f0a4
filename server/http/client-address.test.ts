import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, type Harness, startHarness } from '../test/harness';
import { createClientAddress } from './client-address';

describe('the client address', () => {
  it('is the connection’s address when no proxy is trusted, whatever the request says', () => {
    const client = createClientAddress([]);
    expect(client('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(client('::ffff:198.51.100.4', undefined)).toBe('198.51.100.4');
  });

  it('is the forwarded address when the connection comes from a trusted proxy', () => {
    const client = createClientAddress(['127.0.0.1']);
    expect(client('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(client('::ffff:127.0.0.1', ' 2001:DB8::7 ')).toBe('2001:db8::7');
    expect(client('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('ignores the header from anyone else', () => {
    expect(createClientAddress(['10.0.0.0/8'])('198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('reads only the hops trusted proxies added: a client cannot choose its address by sending one', () => {
    const client = createClientAddress(['10.0.0.0/8', '127.0.0.1']);
    // The client sent "6.6.6.6"; the edge proxy (10.1.2.3) appended the address it saw, 203.0.113.9.
    expect(client('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    // Every hop a trusted proxy: the farthest one is the client.
    expect(client('127.0.0.1', '10.0.0.1, 10.0.0.2')).toBe('10.0.0.1');
  });

  it('stops at a hop that is not an address: junk earns no budget of its own', () => {
    const client = createClientAddress(['127.0.0.1']);
    expect(client('127.0.0.1', 'unknown')).toBe('127.0.0.1');
    expect(client('127.0.0.1', '203.0.113.9:4711')).toBe('127.0.0.1');
    expect(client('127.0.0.1', '')).toBe('127.0.0.1');
  });

  it('refuses a setting that is neither an address nor a range', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/abc', '']) {
      expect(() => createClientAddress([bad]), bad).toThrow(/TRUSTED_PROXIES/);
    }
    expect(() => createClientAddress(['::1', '10.0.0.0/8', 'fd00::/8'])).not.toThrow();
  });
});

describe('per-IP limits behind a trusted proxy', () => {
  let h: Harness;
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1, standing for the proxy.
    h = await startHarness({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => h.close());

  const board = (client: string) => h.launch('/api/leaderboard', { headers: { 'X-Forwarded-For': client } });

  it('give each forwarded client a budget of its own', async () => {
    h.nextMinute();
    for (let i = 1; i <= 10; i++) expect((await board('203.0.113.1')).status).toBe(200);
    failure(await board('203.0.113.1'), 429, 'RATE_LIMITED');
    // Another client behind the same proxy is not limited by the first one's requests.
    const other = await board('203.0.113.2');
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('9');
    // Nor is the proxy's own budget (a request that names no client).
    expect((await h.launch('/api/leaderboard')).headers.get('ratelimit-remaining')).toBe('9');
  });
});

describe('per-IP limits with no proxy trusted (the default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('cannot be escaped by naming another address in X-Forwarded-For', async () => {
    h.nextMinute();
    for (let i = 1; i <= 10; i++) {
      expect((await h.launch('/api/leaderboard', { headers: { 'X-Forwarded-For': `203.0.113.${i}` } })).status).toBe(
        200,
      );
    }
    failure(
      await h.launch('/api/leaderboard', { headers: { 'X-Forwarded-For': '203.0.113.99' } }),
      429,
      'RATE_LIMITED',
    );
  });
});
