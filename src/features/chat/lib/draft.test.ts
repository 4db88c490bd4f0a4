import { CHAT_MAX_LENGTH } from '@interface/chat';
import { describe, expect, it } from 'vitest';
import { checkDraft, counterAnnouncement } from './draft';

describe('checkDraft', () => {
  it('counts the trimmed text, the one that is signed and sent', () => {
    expect(checkDraft('  gm\nfrens  ')).toMatchObject({
      text: 'gm\nfrens',
      length: 8,
      remaining: CHAT_MAX_LENGTH - 8,
      nearLimit: false,
      overLimit: false,
      problem: undefined,
      canSend: true,
    });
  });

  it('cannot send nothing, and says nothing about it', () => {
    expect(checkDraft('   \n ')).toMatchObject({ length: 0, canSend: false, problem: undefined });
  });

  it('is near the limit from 50 characters left, and can still send at exactly the limit', () => {
    expect(checkDraft('x'.repeat(CHAT_MAX_LENGTH - 51)).nearLimit).toBe(false);
    expect(checkDraft('x'.repeat(CHAT_MAX_LENGTH - 50)).nearLimit).toBe(true);
    expect(checkDraft('x'.repeat(CHAT_MAX_LENGTH))).toMatchObject({ remaining: 0, canSend: true, overLimit: false });
  });

  it('refuses over the limit, saying by how much', () => {
    expect(checkDraft('x'.repeat(CHAT_MAX_LENGTH + 1))).toMatchObject({
      overLimit: true,
      canSend: false,
      problem: `Too long by 1 character: a message holds at most ${CHAT_MAX_LENGTH}.`,
    });
    expect(checkDraft('x'.repeat(CHAT_MAX_LENGTH + 12)).problem).toMatch(/^Too long by 12 characters/);
  });

  it('refuses tabs and other control characters, as the service does', () => {
    expect(checkDraft('gm\tfrens')).toMatchObject({
      canSend: false,
      problem: expect.stringMatching(/control characters/),
    });
  });
});

describe('counterAnnouncement', () => {
  it('stays silent far from the limit and counts down near it', () => {
    expect(counterAnnouncement(checkDraft('gm'))).toBe('');
    expect(counterAnnouncement(checkDraft('x'.repeat(CHAT_MAX_LENGTH - 1)))).toBe('1 character left');
    expect(counterAnnouncement(checkDraft('x'.repeat(CHAT_MAX_LENGTH - 20)))).toBe('20 characters left');
    expect(counterAnnouncement(checkDraft('x'.repeat(CHAT_MAX_LENGTH + 3)))).toBe('3 characters over the limit');
  });
});
