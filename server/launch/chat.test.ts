import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatListSchema, chatMessageSchema } from '../../interface/chat';
import {
  addr,
  CHAT_KEY,
  failure,
  type Harness,
  HUMAN_TOKEN,
  MINUTE,
  ok,
  qs,
  signChat,
  startHarness,
  wallets,
} from '../test/harness';

let h: Harness;
let token = '';
let quiet = '';
const w1 = wallets[1]!;

beforeAll(async () => {
  h = await startHarness();
  token = h.market.createToken();
  quiet = h.market.createToken();
  for (let i = 0; i < 5; i++) h.market.chat(token, `old ${i}`, addr(wallets[2]!), h.clock.now - (10 - i) * MINUTE);
});
afterAll(() => h.close());

const nowSecs = () => Math.floor(h.clock.now / 1000);

async function body(w: PrivateKeyAccount, message: string, over: Record<string, unknown> = {}) {
  const tokenAddress = (over.tokenAddress as string | undefined) ?? token;
  const signedAt = (over.signedAt as number | undefined) ?? nowSecs();
  return {
    token: HUMAN_TOKEN,
    tokenAddress,
    message,
    signedAt,
    signature: await signChat(w, tokenAddress, message.trim(), signedAt),
    ...over,
  };
}
const post = (b: unknown, key: string | null = CHAT_KEY) =>
  h.launchPost('/api/chat', b, key === null ? {} : { 'X-Api-Key': key });

describe('GET /api/chat', () => {
  it('lists a token’s messages newest first as a bare array, with limit and offset', async () => {
    const all = ok(await h.launch(`/api/chat${qs({ tokenAddress: token })}`), chatListSchema);
    expect(all.map((m) => m.message)).toEqual(['old 4', 'old 3', 'old 2', 'old 1', 'old 0']);
    expect(all[0]).toMatchObject({ token_address: token, sender_address: addr(wallets[2]!) });
    const page = ok(await h.launch(`/api/chat${qs({ tokenAddress: token, limit: 2, offset: 1 })}`), chatListSchema);
    expect(page.map((m) => m.message)).toEqual(['old 3', 'old 2']);
    expect(ok(await h.launch(`/api/chat${qs({ tokenAddress: quiet })}`), chatListSchema)).toEqual([]);
    expect(ok(await h.launch(`/api/chat${qs({ tokenAddress: token, offset: 99 })}`), chatListSchema)).toEqual([]);
  });

  it.each<[Record<string, string | number>, string[]]>([
    [{}, ['tokenAddress']],
    [{ tokenAddress: '0xabc' }, ['tokenAddress']],
    [{ limit: 0 }, ['tokenAddress', 'limit']],
    [{ tokenAddress: 'TOKEN', limit: 0 }, ['limit']],
    [{ tokenAddress: 'TOKEN', limit: 101 }, ['limit']],
    [{ tokenAddress: 'TOKEN', limit: 'ten' }, ['limit']],
    [{ tokenAddress: 'TOKEN', offset: -1 }, ['offset']],
    [{ tokenAddress: 'TOKEN', offset: 1.5, limit: 2.5 }, ['offset', 'limit']],
  ])('%j is a 400 naming %j', async (params, fields) => {
    const query = { ...params, ...(params.tokenAddress === 'TOKEN' && { tokenAddress: token }) };
    failure(await h.launch(`/api/chat${qs(query)}`), 400, 'INVALID_REQUEST', fields);
  });

  it('is 404 for an unknown token', async () => {
    failure(await h.launch(`/api/chat${qs({ tokenAddress: h.market.nextAddress() })}`), 404, 'NOT_FOUND');
  });
});

describe('POST /api/chat', () => {
  it('posts a signed message from the recovered sender, trimmed, and lists it first', async () => {
    const sent = await body(w1, '  gm\nfrens  ', { tokenAddress: token.toUpperCase().replace('0X', '0x') });
    sent.signature = await signChat(w1, token, 'gm\nfrens', sent.signedAt);
    const m = ok(await post(sent), chatMessageSchema);
    expect(m).toMatchObject({
      token_address: token,
      sender_address: addr(w1),
      message: 'gm\nfrens',
      created_at: new Date(h.clock.now).toISOString(),
    });
    const listed = ok(await h.launch(`/api/chat${qs({ tokenAddress: token, limit: 1 })}`), chatListSchema);
    expect(listed).toEqual([m]);
  });

  it('accepts exactly 500 characters', async () => {
    ok(await post(await body(w1, 'x'.repeat(500))), chatMessageSchema);
  });

  it('is 401 without the operator key or with a wrong one, whatever the body', async () => {
    failure(await post(await body(w1, 'no key'), null), 401, 'UNAUTHORIZED');
    failure(await post(await body(w1, 'bad key'), 'wrong-key'), 401, 'UNAUTHORIZED');
    failure(await post('not json', null), 401, 'UNAUTHORIZED');
  });

  it('is 403 when the human check fails', async () => {
    failure(await post(await body(w1, 'bot', { token: 'nope' })), 403, 'FORBIDDEN');
  });

  it('is 404 for an unknown token', async () => {
    const unknown = h.market.nextAddress();
    failure(await post(await body(w1, 'hello?', { tokenAddress: unknown })), 404, 'NOT_FOUND');
  });

  it.each([
    ['too long', 'x'.repeat(501), ['message']],
    ['only spaces', '    ', ['message']],
    ['empty', '', ['message']],
    ['a bell', 'ding\u0007', ['message']],
    ['a tab', 'a\tb', ['message']],
    ['a carriage return', 'a\r\nb', ['message']],
    ['DEL', 'a\u007fb', ['message']],
    ['a C1 control', 'a\u0085b', ['message']],
  ])('refuses a message with %s', async (_, message, fields) => {
    const signedAt = nowSecs();
    const b = {
      token: HUMAN_TOKEN,
      tokenAddress: token,
      message,
      signedAt,
      signature: await signChat(w1, token, 'x', signedAt),
    };
    failure(await post(b), 400, 'INVALID_REQUEST', fields);
  });

  it('refuses missing fields, a malformed address and unreadable signatures', async () => {
    failure(await post({}), 400, 'INVALID_REQUEST', ['token', 'tokenAddress', 'message', 'signedAt', 'signature']);
    const { signedAt: _, ...unsigned } = await body(w1, 'when?');
    failure(await post(unsigned), 400, 'INVALID_REQUEST', ['signedAt']);
    failure(await post(await body(w1, 'hi', { signedAt: '1773144000' })), 400, 'INVALID_REQUEST', ['signedAt']);
    failure(await post(await body(w1, 'hi', { signedAt: 1773144000.5 })), 400, 'INVALID_REQUEST', ['signedAt']);
    failure(await post(await body(w1, 'hi', { tokenAddress: 'abc' })), 400, 'INVALID_REQUEST', ['tokenAddress']);
    failure(await post(await body(w1, 'hi', { signature: 'signed!' })), 400, 'INVALID_REQUEST', ['signature']);
    failure(await post(await body(w1, 'hi', { signature: '0xdeadbeef' })), 400, 'INVALID_REQUEST', ['signature']);
    failure(await post(await body(w1, 'hi', { token: '' })), 400, 'INVALID_REQUEST', ['token']);
  });

  it('lets a wallet say the same words again, signed at another time', async () => {
    h.nextMinute();
    const first = ok(await post(await body(w1, 'gm')), chatMessageSchema);
    h.clock.advance(1000);
    const again = ok(await post(await body(w1, 'gm')), chatMessageSchema);
    expect(again.id).not.toBe(first.id);
    expect([first.sender_address, again.sender_address]).toEqual([addr(w1), addr(w1)]);
  });

  it('accepts signedAt up to 5 minutes either side of the service clock, and says why beyond', async () => {
    h.nextMinute();
    ok(await post(await body(w1, 'just in time', { signedAt: nowSecs() - 300 })), chatMessageSchema);
    ok(await post(await body(w1, 'a fast clock', { signedAt: nowSecs() + 300 })), chatMessageSchema);
    const old = failure(await post(await body(w1, 'too late', { signedAt: nowSecs() - 301 })), 400, 'INVALID_REQUEST', [
      'signedAt',
    ]);
    expect(old.details![0]!.message).toMatch(/too old/);
    const ahead = failure(
      await post(await body(w1, 'too soon', { signedAt: nowSecs() + 301 })),
      400,
      'INVALID_REQUEST',
      ['signedAt'],
    );
    expect(ahead.details![0]!.message).toMatch(/in the future/);
  });

  it('binds the signature to signedAt: with another time it is someone else’s', async () => {
    h.nextMinute();
    const b = await body(w1, 'moved in time');
    const r = ok(await post({ ...b, signedAt: b.signedAt - 1 }), chatMessageSchema);
    expect(r.sender_address).not.toBe(addr(w1));
  });

  it('takes a named sender whose signature it is, and refuses another with 401 when the chain cannot say', async () => {
    h.nextMinute();
    const m = ok(await post(await body(w1, 'named', { sender: w1.address })), chatMessageSchema);
    expect(m.sender_address).toBe(addr(w1));
    const notMine = failure(
      await post(await body(w1, 'not mine', { sender: wallets[2]!.address })),
      401,
      'UNAUTHORIZED',
    );
    expect(notMine.message).toMatch(/could not be checked against the chain/);
    failure(await post(await body(w1, 'bad sender', { sender: '0x1234' })), 400, 'INVALID_REQUEST', ['sender']);
  });

  it('is 409 when the same signature is posted twice', async () => {
    h.nextMinute();
    const b = await body(w1, 'only once');
    ok(await post(b), chatMessageSchema);
    failure(await post(b), 409, 'CONFLICT');
    failure(await post({ ...b, signature: b.signature.toUpperCase().replace('0X', '0x') }), 409, 'CONFLICT');
  });
});

describe('POST /api/chat rate limit', () => {
  it('lets a sender post 5 a minute, answers the 6th with 429 and headers, and lifts after the window', async () => {
    h.nextMinute();
    const w = wallets[3]!;
    for (let i = 1; i <= 5; i++) {
      const r = await post(await body(w, `message ${i}`));
      ok(r, chatMessageSchema);
      expect(r.headers.get('ratelimit-limit')).toBe('5');
      expect(r.headers.get('ratelimit-remaining')).toBe(String(5 - i));
    }
    h.clock.advance(20_000);
    const limited = await post(await body(w, 'message 6'));
    failure(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(limited.headers.get('ratelimit-limit')).toBe('5');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('ratelimit-reset')).toBe('40');
    // Another sender from the same address is not limited.
    ok(await post(await body(wallets[4]!, 'me too')), chatMessageSchema);
    h.clock.advance(40_000);
    ok(await post(await body(w, 'message 7')), chatMessageSchema);
  });
});
