/** `POST /api/metadata`: only the metadata a launch committed to by hash is accepted, and it shows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataHash, metadataResponseSchema, type TokenMetadata } from '../../interface/metadata';
import { tokenDetailSchema, tokenListResponseSchema } from '../../interface/tokens';
import { failure, type Harness, ok, START, startHarness } from '../test/harness';

const TOKEN = '0xbeef000000000000000000000000000000000001';
const metadata: TokenMetadata = {
  description: 'Quokkas on chain',
  image: 'https://launch.test/uploads/abc.png',
  website: 'https://quokka.example',
  telegram: 'https://t.me/quokka',
  twitter: null,
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  h.ingest.tokenCreated({
    address: TOKEN,
    owner: '0x1111111111111111111111111111111111111111',
    name: 'Quokka',
    ticker: 'QUOK',
    description: '',
    imageUrl: '/logos/x.png',
    telegram: null,
    twitter: null,
    website: null,
    timestamp: START,
    metadataHash: metadataHash(metadata),
  });
});
afterAll(() => h.close());

describe('POST /api/metadata', () => {
  it('refuses metadata other than what the launch committed to, and changes nothing', async () => {
    const r = await h.launchPost('/api/metadata', {
      token: TOKEN,
      metadata: { ...metadata, twitter: 'https://x.com/q' },
    });
    const error = failure(r, 400, 'INVALID_REQUEST', ['metadata']);
    expect(error.message).toMatch(/not what the launch committed to/);
    const t = ok(await h.launch(`/api/token?address=${TOKEN}`), tokenDetailSchema);
    expect(t.description).toBe('');
  });

  it('refuses a token nobody launched, and malformed metadata', async () => {
    h.nextMinute();
    failure(await h.launchPost('/api/metadata', { token: `0x${'2'.repeat(40)}`, metadata }), 404, 'NOT_FOUND');
    failure(
      await h.launchPost('/api/metadata', { token: TOKEN, metadata: { ...metadata, extra: 1 } }),
      400,
      'INVALID_REQUEST',
    );
    failure(
      await h.launchPost('/api/metadata', { token: TOKEN, metadata: { ...metadata, description: 'x'.repeat(5001) } }),
      400,
      'INVALID_REQUEST',
    );
  });

  it('accepts the committed metadata: the token shows it and is found by its description', async () => {
    h.nextMinute();
    const r = ok(await h.launchPost('/api/metadata', { token: TOKEN, metadata }), metadataResponseSchema);
    expect(r).toEqual({ token: TOKEN, metadata_hash: metadataHash(metadata) });
    const t = ok(await h.launch(`/api/token?address=${TOKEN}`), tokenDetailSchema);
    expect(t).toMatchObject({
      description: metadata.description,
      image_url: metadata.image,
      telegram: metadata.telegram,
    });
    const found = ok(await h.launch('/api/tokens?search=quokkas'), tokenListResponseSchema);
    expect(found.tokens.map((x) => x.address)).toEqual([TOKEN]);
    // The same metadata again changes nothing and is not an error.
    ok(await h.launchPost('/api/metadata', { token: TOKEN, metadata }), metadataResponseSchema);
  });
});
