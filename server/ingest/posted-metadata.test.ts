import { describe, expect, it } from 'vitest';
import { metadataHash, type TokenMetadata } from '../../interface/metadata';
import { readOffChainData, sortByIndex } from '../chain/off-chain';
import { openDatabase } from '../db/open';
import { tokenMetadataSet } from './events';
import { createIngest } from './ingest';

const T0 = 1_800_000_000_000;
const METADATA: TokenMetadata = {
  description: 'Posted between blocks',
  image: 'http://127.0.0.1:8787/uploads/ab.png',
  telegram: null,
  twitter: 'https://x.com/kept',
  website: null,
};
const ADDRESS = `0x${'ab'.repeat(20)}`;

function launched(hash = metadataHash(METADATA)) {
  return {
    address: ADDRESS,
    owner: `0x${'01'.repeat(20)}`,
    name: 'Kept',
    ticker: 'KEPT',
    description: '',
    imageUrl: '/logos/drawn.png',
    telegram: null,
    twitter: null,
    website: null,
    timestamp: T0,
    metadataHash: hash,
  };
}

/** A launch with its metadata posted, then a rollback (from the launch's block) that drops the launch. */
function droppedLaunch() {
  const db = openDatabase(':memory:');
  const ingest = createIngest(db, { wrappedNative: `0x${'ee'.repeat(20)}` });
  ingest.tokenCreated(launched());
  ingest.tokenMetadata(tokenMetadataSet(ADDRESS, METADATA));
  ingest.rollback(() => {
    db.prepare('DELETE FROM tokens WHERE address = ?').run(ADDRESS);
    return [];
  }, T0);
  const description = () => db.prepare('SELECT description FROM tokens WHERE address = ?').pluck().get(ADDRESS);
  const pending = () => db.prepare('SELECT count(*) FROM pending_metadata').pluck().get();
  return { db, ingest, description, pending };
}

describe('the posted metadata of a launch a rollback dropped', () => {
  it('is kept aside, unseen, and applied when the same launch comes back', () => {
    const { ingest, description, pending } = droppedLaunch();
    expect(description()).toBeUndefined();
    expect(pending()).toBe(1);
    ingest.tokenCreated(launched());
    expect(description()).toBe(METADATA.description);
    expect(pending()).toBe(0);
  });

  it('is forgotten when a launch of the same address commits to other metadata', () => {
    const { ingest, description, pending } = droppedLaunch();
    ingest.tokenCreated(launched(metadataHash({ ...METADATA, description: 'Other' })));
    expect(description()).toBe('');
    expect(pending()).toBe(0);
  });

  it('is posted by a reindex whose chain holds the launch, and left out (not an orphan) otherwise', () => {
    const { db } = droppedLaunch();
    const data = readOffChainData(db);
    expect(data.metadata).toEqual([]);
    expect(data.pendingMetadata).toEqual([tokenMetadataSet(ADDRESS, METADATA)]);
    expect(sortByIndex(db, data)).toMatchObject({ metadata: [], orphans: { metadata: [] } });
    const fresh = openDatabase(':memory:');
    createIngest(fresh, { wrappedNative: `0x${'ee'.repeat(20)}` }).tokenCreated(launched());
    expect(sortByIndex(fresh, data).metadata).toEqual([tokenMetadataSet(ADDRESS, METADATA)]);
  });
});
