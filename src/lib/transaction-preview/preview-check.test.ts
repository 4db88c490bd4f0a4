import { describe, expect, it } from 'vitest';
import { readAccountChanges } from './account-changes';
import { ETH } from './eth';
import { checkPreview } from './preview-check';
import type { PreviewBound } from './preview-lines';
import {
  approvalForAllLog,
  approvalLog,
  CURVE,
  ethLog,
  ME,
  nftApprovalLog,
  nftTransferLog,
  PAIR,
  PEPE,
  PERMIT2,
  permit2Log,
  ROUTER,
  STRANGER,
  transferLog,
  USDT,
  WETH,
  withdrawalLog,
} from './test-logs';

const rules = (chosen: (typeof ETH | `0x${string}`)[], bounds?: PreviewBound[]) => ({
  chosen,
  ethRecipients: [{ address: CURVE, name: 'the curve' }],
  tokenRecipients: [
    { address: ROUTER, name: 'the Uniswap router' },
    { address: CURVE, name: 'the curve' },
    { address: PAIR, name: 'a Uniswap pair of the route' },
    { address: WETH, name: 'the WETH contract', token: WETH },
  ],
  spenders: [{ address: ROUTER, name: 'the Uniswap router' }],
  bounds,
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

  it('blocks an approval of a token not chosen, allows one of the chosen token to the router', () => {
    const approval = readAccountChanges([approvalLog(USDT, ME, ROUTER, 1n)], ME);
    expect(checkPreview(approval, rules([PEPE])).ok).toBe(false);
    expect(checkPreview(approval, rules([USDT])).ok).toBe(true);
  });

  it('blocks an approval of the chosen token to any spender but the router; a reset to zero passes', () => {
    const approval = readAccountChanges([approvalLog(PEPE, ME, STRANGER, 1n)], ME);
    expect(checkPreview(approval, rules([PEPE]))).toEqual({
      ok: false,
      reason: `This transaction would let ${STRANGER} spend your PEPE (0x3333…3333); only the Uniswap router may be approved.`,
    });
    const reset = readAccountChanges([approvalLog(PEPE, ME, STRANGER, 0n)], ME);
    expect(checkPreview(reset, rules([PEPE])).ok).toBe(true);
  });

  it('blocks a transfer of the chosen token to an attacker; lets it go to the router, the curve or the route’s pair', () => {
    const stolen = readAccountChanges([transferLog(PEPE, ME, STRANGER, 9n)], ME);
    expect(checkPreview(stolen, rules([PEPE]))).toEqual({
      ok: false,
      reason: `This transaction would send your PEPE (0x3333…3333) to ${STRANGER}, which is not the Uniswap router, the curve or a Uniswap pair of the route.`,
    });
    for (const to of [ROUTER, CURVE, PAIR]) {
      expect(checkPreview(readAccountChanges([transferLog(PEPE, ME, to, 9n)], ME), rules([PEPE])).ok).toBe(true);
    }
  });

  it('lets WETH only go back to WETH9 (an unwrap), no other token', () => {
    const unwrap = readAccountChanges([withdrawalLog(WETH, ME, 4n), ethLog(WETH, ME, 4n)], ME);
    expect(checkPreview(unwrap, rules([WETH])).ok).toBe(true);
    const intoWeth = readAccountChanges([transferLog(PEPE, ME, WETH, 4n)], ME);
    expect(checkPreview(intoWeth, rules([PEPE])).ok).toBe(false);
  });

  it('blocks an ERC-721 approval, an operator for all and a Permit2 allowance, each in words', () => {
    const nft = readAccountChanges([nftApprovalLog(PEPE, ME, STRANGER, 7n)], ME);
    expect(checkPreview(nft, rules([PEPE]))).toEqual({
      ok: false,
      reason: `This transaction would let ${STRANGER} move your NFT #7 of PEPE (0x3333…3333), which nothing in this app asks for.`,
    });
    const all = readAccountChanges([approvalForAllLog(PEPE, ME, STRANGER, true)], ME);
    expect(checkPreview(all, rules([PEPE]))).toEqual({
      ok: false,
      reason: `This transaction would let ${STRANGER} move all your tokens of PEPE (0x3333…3333), which nothing in this app asks for.`,
    });
    for (const event of ['Approval', 'Permit'] as const) {
      const permit = readAccountChanges([permit2Log(PERMIT2, ME, PEPE, STRANGER, 5n, event)], ME);
      expect(checkPreview(permit, rules([PEPE]))).toEqual({
        ok: false,
        reason: `This transaction would let ${STRANGER} spend your PEPE (0x3333…3333) through Permit2 (0x0000…8BA3), which nothing in this app asks for.`,
      });
    }
    // Taking a permission back gives nothing: not blocked.
    const revoked = readAccountChanges(
      [
        approvalForAllLog(PEPE, ME, STRANGER, false),
        nftApprovalLog(PEPE, ME, '0x0000000000000000000000000000000000000000', 7n),
      ],
      ME,
    );
    expect(checkPreview(revoked, rules([]))).toEqual({ ok: true });
  });

  it('blocks an NFT leaving the account', () => {
    const sent = readAccountChanges([nftTransferLog(PEPE, ME, STRANGER, 3n)], ME);
    expect(checkPreview(sent, rules([PEPE]))).toEqual({
      ok: false,
      reason: `This transaction would send your NFT #3 of PEPE (0x3333…3333) to ${STRANGER}, which nothing in this app asks for.`,
    });
  });

  it('blocks a simulated figure outside the bound shown: less than the minimum received, more than the maximum sent', () => {
    const buy = readAccountChanges([ethLog(ME, CURVE, 10n), transferLog(PEPE, CURVE, ME, 900n)], ME);
    const least = (amount: bigint): PreviewBound[] => [{ token: PEPE, kind: 'minimum', amount }];
    expect(checkPreview(buy, rules([ETH], least(900n)))).toEqual({ ok: true });
    expect(checkPreview(buy, rules([ETH], least(901n)))).toEqual({
      ok: false,
      reason:
        'This transaction would give you 900 units of PEPE (0x3333…3333) now, less than the 901 units of PEPE (0x3333…3333) you would receive at least.',
    });
    // Nothing of the token arrives at all: below any minimum.
    const nothing = readAccountChanges([ethLog(ME, CURVE, 10n)], ME);
    expect(checkPreview(nothing, rules([ETH], least(1n))).ok).toBe(false);

    const most = (amount: bigint): PreviewBound[] => [{ token: ETH, kind: 'maximum', amount }];
    // Net of the refund: 10 sent, 3 back is 7 spent.
    const exact = readAccountChanges(
      [ethLog(ME, CURVE, 10n), ethLog(CURVE, ME, 3n), transferLog(PEPE, CURVE, ME, 9n)],
      ME,
    );
    expect(checkPreview(exact, rules([ETH], most(7n)))).toEqual({ ok: true });
    const words = { ...rules([ETH], most(6n)), amountText: (_t: unknown, a: bigint, r: string) => `${a} wei (${r})` };
    expect(checkPreview(exact, words)).toEqual({
      ok: false,
      reason: 'This transaction would take 7 wei (up) now, more than the 6 wei (up) you would send at most.',
    });
  });

  it('lets a call that moves nothing through (a settle)', () => {
    expect(checkPreview(readAccountChanges([], ME), rules([]))).toEqual({ ok: true });
  });
});
