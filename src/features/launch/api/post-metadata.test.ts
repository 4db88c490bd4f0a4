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

  it('gives up after six tries over 15 s (the endpoint allows ten a minute), with the service’s words', async () => {
    fetchMock.mockImplementation(async () => notIndexed());
    await expect(postMetadata(TOKEN, metadata, pause)).rejects.toThrow(`Token ${TOKEN} not found`);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(pause.mock.calls.map(([ms]) => ms)).toEqual([1_000, 2_000, 3_000, 4_000, 5_000]);
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
