import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/test/memory-storage';
import { clearDraft, EMPTY_DRAFT, type LaunchDraft, readDraft, writeDraft } from './launch-draft';
import { EMPTY_FIELDS } from './launch-fields';

const draft: LaunchDraft = {
  fields: { ...EMPTY_FIELDS, name: 'Moon Cat', ticker: 'MCAT', firstBuy: '0.1' },
  progress: {
    image: { url: 'http://127.0.0.1:8787/uploads/abc.png', name: 'cat.png' },
    sent: {
      hash: `0x${'ab'.repeat(32)}`,
      chainId: 31337,
      account: '0x00000000000000000000000000000000000a11ce',
      name: 'Moon Cat',
      ticker: 'MCAT',
      metadata: {
        description: '',
        image: 'http://127.0.0.1:8787/uploads/abc.png',
        website: null,
        telegram: null,
        twitter: null,
      },
    },
  },
};

describe('the launch draft', () => {
  it('survives a reload: fields, uploaded image and the sent launch', () => {
    const storage = memoryStorage();
    writeDraft(draft, storage);
    expect(readDraft(storage)).toEqual(draft);
  });

  it('starts empty, and again once cleared', () => {
    const storage = memoryStorage();
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT);
    writeDraft(draft, storage);
    clearDraft(storage);
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT);
  });

  it('drops a damaged draft rather than trust half of it', () => {
    expect(readDraft(memoryStorage({ 'launchdeck.launch.draft': '{not json' }))).toEqual(EMPTY_DRAFT);
    const tampered = { ...draft, progress: { sent: { ...draft.progress.sent, hash: 'nope' } } };
    expect(readDraft(memoryStorage({ 'launchdeck.launch.draft': JSON.stringify(tampered) }))).toEqual(EMPTY_DRAFT);
  });
});
