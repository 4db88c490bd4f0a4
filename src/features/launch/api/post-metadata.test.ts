import { metadataHash } from '@interface/metadata';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postMetadata } from './post-metadata';

const TOKEN = '0x00000000000000000000000000000000000c0ffe';
const metadata = {
  description: 'meow',
  image: 'http://127.0.0.1:8787/uploads/a.png',
  website: null,
  telegram: null,
  twitter: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notIndexed = () => json(404, { error: { code: 'NOT_FOUND', message: `Token ${TOKEN} not found` } });
const accepted = (hash: string = metadataHash(metadata)) => json(200, { token: TOKEN, metadata_hash: hash });

const fetchMock = vi.fn<typeof fetch>();
const pause = vi.fn(async (_ms: number) => {});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  pause.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('postMetadata', () => {
  it('posts the token and its metadata, once when accepted', async () => {
    fetchMock.mockResolvedValueOnce(accepted());
    await postMetadata(TOKEN, metadata, pause);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/metadata$/);
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, metadata });
    expect(pause).not.toHaveBeenCalled();
  });

  it('asks again while the indexer has not seen the token yet (404)', async () => {
    fetchMock.mockResolvedValueOnce(notIndexed()).mockResolvedValueOnce(notIndexed()).mockResolvedValueOnce(accepted());
    await postMetadata(TOKEN, metadata, pause);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('gives up after nine tries over 80 s, with the service’s words', async () => {
    fetchMock.mockImplementation(async () => notIndexed());
    await expect(postMetadata(TOKEN, metadata, pause)).rejects.toThrow(`Token ${TOKEN} not found`);
    expect(fetchMock).toHaveBeenCalledTimes(9);
    const waits = pause.mock.calls.map(([ms]) => ms);
    // Long enough for a service that waits for two confirmations of 12 s blocks, and more.
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(80_000);
    // The endpoint allows ten posts a minute: at most eight in any minute, so that "Try again" has room.
    const postedAt = [0, ...waits.map((_, i) => waits.slice(0, i + 1).reduce((sum, ms) => sum + ms, 0))];
    const busiestMinute = Math.max(
      ...postedAt.map((start) => postedAt.filter((t) => t >= start && t < start + 60_000).length),
    );
    expect(busiestMinute).toBeLessThanOrEqual(8);
  });

  it('never repeats a refusal other than 404: a hash that does not match is final', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: 'INVALID_REQUEST', message: 'This metadata is not what the launch committed to' } }),
    );
    await expect(postMetadata(TOKEN, metadata, pause)).rejects.toThrow(/not what the launch committed to/);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('refuses an answer under another hash than the one the launch committed to', async () => {
    fetchMock.mockResolvedValueOnce(accepted(`0x${'ab'.repeat(32)}`));
    await expect(postMetadata(TOKEN, metadata, pause)).rejects.toThrow(/under another hash/);
  });
});
