import { keccak256, stringToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { canonicalMetadataJson, metadataHash, type TokenMetadata } from './metadata';

const metadata: TokenMetadata = {
  description: 'A cat on the moon — “quoted”, \n and 🚀',
  image: 'http://127.0.0.1:8787/uploads/abc.png',
  website: 'https://moon.cat',
  telegram: null,
  twitter: 'https://x.com/mooncat',
};

describe('the canonical metadata JSON the launch commits to', () => {
  it('is these keys in alphabetical order, no spaces, absent links as null', () => {
    expect(canonicalMetadataJson(metadata)).toBe(
      '{"description":"A cat on the moon — “quoted”, \\n and 🚀","image":"http://127.0.0.1:8787/uploads/abc.png","telegram":null,"twitter":"https://x.com/mooncat","website":"https://moon.cat"}',
    );
  });

  it('does not depend on the order the object was built in', () => {
    const reordered = {
      website: metadata.website,
      twitter: metadata.twitter,
      image: metadata.image,
      telegram: metadata.telegram,
      description: metadata.description,
    };
    expect(metadataHash(reordered)).toBe(metadataHash(metadata));
  });

  it('hashes as keccak256 of its UTF-8 bytes, and any change changes the hash', () => {
    expect(metadataHash(metadata)).toBe(keccak256(stringToBytes(canonicalMetadataJson(metadata))));
    expect(metadataHash({ ...metadata, telegram: '' })).not.toBe(metadataHash(metadata));
    expect(metadataHash({ ...metadata, description: `${metadata.description} ` })).not.toBe(metadataHash(metadata));
  });
});
