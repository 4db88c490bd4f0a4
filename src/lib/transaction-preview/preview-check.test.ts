import { describe, expect, it } from 'vitest';
import { readAccountChanges } from './account-changes';
import { ETH } from './eth';
import { checkPreview } from './preview-check';
import { approvalLog, CURVE, ethLog, ME, PEPE, STRANGER, transferLog, USDT } from './test-logs';

const rules = (chosen: (typeof ETH | `0x${string}`)[]) => ({
  chosen,
  ethRecipients: [{ address: CURVE, name: 'the curve' }],
  symbolOf: (token: string) => (token === PEPE ? 'PEPE' : undefined),
});

describe('checkPreview', () => {
  it('lets a buy through: ETH chosen, sent to the curve', () => {
    const changes = readAccountChanges([ethLog(ME, CURVE, 5n), transferLog(PEPE, CURVE, ME, 9n)], ME);
    expect(checkPreview(changes, rules([ETH]))).toEqual({ ok: true });
  });

  it('blocks a token the trader did not choose, naming it', () => {
    const changes = readAccountChanges([transferLog(PEPE, ME, CURVE, 9n), ethLog(CURVE, ME, 5n)], ME);
    const verdict = checkPreview(changes, rules([USDT]));
    expect(verdict).toEqual({
      ok: false,
      reason: 'This transaction would take your PEPE (0x3333…3333), which you did not choose to send.',
    });
  });

  it('blocks ETH sent anywhere but the allowed contracts, even when ETH was chosen', () => {
    const changes = readAccountChanges([ethLog(ME, STRANGER, 5n)], ME);
    const verdict = checkPreview(changes, rules([ETH]));
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toBe(
      `This transaction would send ETH to ${STRANGER}, which is not the curve.`,
    );
  });

  it('blocks ETH taken when the trader chose a token', () => {
    const changes = readAccountChanges([ethLog(ME, CURVE, 5n)], ME);
    expect(checkPreview(changes, rules([PEPE])).ok).toBe(false);
  });

  it('blocks an approval of a token not chosen, allows one of the chosen token', () => {
    const approval = readAccountChanges([approvalLog(USDT, ME, STRANGER, 1n)], ME);
    expect(checkPreview(approval, rules([PEPE])).ok).toBe(false);
    expect(checkPreview(approval, rules([USDT])).ok).toBe(true);
  });

  it('lets a call that moves nothing through (a settle)', () => {
    expect(checkPreview(readAccountChanges([], ME), rules([]))).toEqual({ ok: true });
  });
});
