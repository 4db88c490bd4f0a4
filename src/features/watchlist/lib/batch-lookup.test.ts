import type { BatchResponse, BatchToken } from '@interface/tokens';
import { describe, expect, it, vi } from 'vitest';
import { lookUpInChunks, mergeBatches, NOT_ANSWERED } from './batch-lookup';

const addressOf = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
const tokenOf = (address: string) => ({ address }) as BatchToken;
const answer = (found: string[], notFound: string[] = [], errors: BatchResponse['errors'] = []): BatchResponse => ({
  tokens: found.map(tokenOf),
  notFound,
  errors,
});
const describeError = (reason: unknown) => (reason instanceof Error ? reason.message : 'failed');

describe('mergeBatches', () => {
  it("keeps every answer's tokens, notFound and errors, keyed lowercase", () => {
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
      describeError,
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
        { status: 'rejected', reason: new Error('Too many requests') },
        { status: 'fulfilled', value: answer([]) },
      ],
      describeError,
    );
    expect(merged.tokens.size).toBe(0);
    expect(Object.fromEntries(merged.errors)).toEqual({
      [a]: 'Too many requests',
      [b]: 'Too many requests',
      [c]: NOT_ANSWERED,
    });
  });
});

describe('lookUpInChunks', () => {
  it('asks 50 addresses a request, all at once, and merges the answers', async () => {
    const list = Array.from({ length: 120 }, (_, i) => addressOf(i));
    const asked: number[] = [];
    const fetchChunk = vi.fn(async (addresses: string[]) => {
      asked.push(addresses.length);
      // The service knows the even ones.
      return answer(
        addresses.filter((_, i) => i % 2 === 0),
        addresses.filter((_, i) => i % 2 === 1),
      );
    });
    const lookup = await lookUpInChunks(list, fetchChunk, describeError);
    expect(asked).toEqual([50, 50, 20]);
    expect(lookup.tokens.size).toBe(60);
    expect(lookup.notFound.size).toBe(60);
    expect(lookup.errors.size).toBe(0);
  });

  it('shows what answered when one request fails, and fails only when every one did', async () => {
    const list = Array.from({ length: 60 }, (_, i) => addressOf(i));
    const partly = await lookUpInChunks(
      list,
      async (addresses) => (addresses.length === 50 ? answer(addresses) : Promise.reject(new Error('offline'))),
      describeError,
    );
    expect(partly.tokens.size).toBe(50);
    expect(partly.errors.size).toBe(10);
    expect(partly.errors.get(addressOf(59))).toBe('offline');

    await expect(lookUpInChunks(list, () => Promise.reject(new Error('offline')), describeError)).rejects.toThrow(
      'offline',
    );
  });
});
