import type { BatchResponse, BatchToken } from '@interface/tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { batchLookup, mergeBatches, NOT_ANSWERED, uniqueAddresses } from './batch-lookup';

const addressOf = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
const token = (a: string): BatchToken => ({
  address: a,
  created_at: '2026-01-01T00:00:00.000Z',
  owner: addressOf(999),
  name: 'N',
  ticker: 'T',
  description: '',
  image_url: '',
  market_cap: 1,
  funding_progress: 0.5,
  price_eth: 0.000001,
  is_graduated: false,
});
const answer = (found: string[], notFound: string[] = [], errors: BatchResponse['errors'] = []): BatchResponse => ({
  tokens: found.map(token),
  notFound,
  errors,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A service stub: `answerFor` gets each request's addresses. */
function stubService(answerFor: (addresses: string[]) => Response) {
  const asked: string[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { addresses } = JSON.parse(String(init.body)) as { addresses: string[] };
      asked.push(addresses);
      return answerFor(addresses);
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('uniqueAddresses and chunks', () => {
  it('keeps each address once, lower-case, in order', () => {
    expect(uniqueAddresses(['0xAB', ' 0xab ', '0xCD', ''])).toEqual(['0xab', '0xcd']);
  });
});

describe('mergeBatches', () => {
  it("keeps every answer's tokens, notFound and errors, keyed lower-case", () => {
    const [a, b, c, d] = [1, 2, 3, 4].map(addressOf) as [string, string, string, string];
    const merged = mergeBatches(
      [
        [a, b],
        [c, d],
      ],
      [
        { status: 'fulfilled', value: answer([a], [b.toUpperCase().replace('0X', '0x')]) },
        { status: 'fulfilled', value: answer([c], [], [{ address: d, message: 'database busy' }]) },
      ],
    );
    expect([...merged.tokens.keys()]).toEqual([a, c]);
    expect([...merged.notFound]).toEqual([b]);
    expect([...merged.errors]).toEqual([[d, 'database busy']]);
  });

  it("gives a failed chunk's error to each of its addresses, and says so of one an answer left out", () => {
    const [a, b, c] = [1, 2, 3].map(addressOf) as [string, string, string];
    const merged = mergeBatches(
      [[a, b], [c]],
      [
        { status: 'rejected', reason: new ApiError({ kind: 'http', status: 429, message: 'Too many requests' }) },
        { status: 'fulfilled', value: answer([]) },
      ],
    );
    expect(merged.tokens.size).toBe(0);
    expect(Object.fromEntries(merged.errors)).toEqual({
      [a]: 'Too many requests',
      [b]: 'Too many requests',
      [c]: NOT_ANSWERED,
    });
  });
});

describe('batchLookup', () => {
  it('asks 50 addresses a request, in parallel, and merges what each answered', async () => {
    // The service knows the even ones of each request.
    const asked = stubService((addresses) =>
      json(
        answer(
          addresses.filter((_, i) => i % 2 === 0),
          addresses.filter((_, i) => i % 2 === 1),
        ),
      ),
    );
    const lookup = await batchLookup(Array.from({ length: 120 }, (_, i) => addressOf(i + 1)));
    expect(asked.map((a) => a.length).sort()).toEqual([20, 50, 50]);
    expect(lookup.tokens.size).toBe(60);
    expect(lookup.notFound.size).toBe(60);
    expect(lookup.errors.size).toBe(0);
  });

  it('shows what answered when one request fails, and fails only when every one did', async () => {
    const list = Array.from({ length: 60 }, (_, i) => addressOf(i + 1));
    stubService((addresses) =>
      addresses.length === 50 ? json(answer(addresses)) : json({ error: 'bad_request', message: 'No.' }, 400),
    );
    const partly = await batchLookup(list);
    expect(partly.tokens.size).toBe(50);
    expect(partly.errors.size).toBe(10);
    expect(partly.errors.get(addressOf(60))).toBeTruthy();

    stubService(() => json({ error: 'bad_request', message: 'No.' }, 400));
    await expect(batchLookup(list)).rejects.toBeTruthy();
  });
});
