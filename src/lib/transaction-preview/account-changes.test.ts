import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { readAccountChanges } from './account-changes';
import { ETH } from './eth';
import {
  approvalForAllLog,
  approvalLog,
  CURVE,
  depositLog,
  ethLog,
  ME,
  nftApprovalLog,
  nftTransferLog,
  PEPE,
  PERMIT2,
  permit2Log,
  STRANGER,
  transferLog,
  USDT,
  WETH,
  withdrawalLog,
} from './test-logs';

describe('readAccountChanges', () => {
  it('reads a curve buy: ETH sent to the curve, the tokens received', () => {
    const changes = readAccountChanges([ethLog(ME, CURVE, 10n ** 16n), transferLog(PEPE, CURVE, ME, 5_000n)], ME);
    expect(changes.tokens).toEqual([
      { token: ETH, sent: 10n ** 16n, received: 0n, net: -(10n ** 16n), recipients: [CURVE] },
      { token: PEPE, sent: 0n, received: 5_000n, net: 5_000n, recipients: [] },
    ]);
    expect(changes.outflows).toEqual([{ token: ETH, to: CURVE, amount: 10n ** 16n }]);
    expect(changes.approvals).toEqual([]);
  });

  it('nets a refund: the line is what is spent, the outflow stays whole', () => {
    const changes = readAccountChanges([ethLog(ME, CURVE, 100n), ethLog(CURVE, ME, 30n)], ME);
    expect(changes.tokens[0]).toMatchObject({ token: ETH, net: -70n });
    expect(changes.outflows).toEqual([{ token: ETH, to: CURVE, amount: 100n }]);
  });

  it('reads several tokens and several recipients, ignoring moves between others', () => {
    const changes = readAccountChanges(
      [
        transferLog(USDT, ME, CURVE, 7n),
        transferLog(USDT, ME, STRANGER, 3n),
        transferLog(PEPE, CURVE, STRANGER, 999n),
        transferLog(PEPE, STRANGER, ME, 2n),
      ],
      ME,
    );
    expect(changes.tokens).toEqual([
      { token: USDT, sent: 10n, received: 0n, net: -10n, recipients: [CURVE, STRANGER] },
      { token: PEPE, sent: 0n, received: 2n, net: 2n, recipients: [] },
    ]);
    expect(changes.outflows).toHaveLength(2);
  });

  it('reads approvals, the last per spender, unlimited from 2^255', () => {
    const changes = readAccountChanges(
      [
        approvalLog(USDT, ME, CURVE, 0n),
        approvalLog(USDT, ME, CURVE, maxUint256),
        approvalLog(PEPE, ME, STRANGER, 2n ** 255n),
        approvalLog(PEPE, ME, CURVE, 1_000n),
        approvalLog(PEPE, STRANGER, ME, 5n),
      ],
      ME,
    );
    expect(changes.approvals).toEqual([
      { token: USDT, spender: CURVE, amount: maxUint256, unlimited: true },
      { token: PEPE, spender: STRANGER, amount: 2n ** 255n, unlimited: true },
      { token: PEPE, spender: CURVE, amount: 1_000n, unlimited: false },
    ]);
  });

  it('reads a WETH deposit (minted to the account) and a withdrawal (burned from it)', () => {
    const wrap = readAccountChanges([ethLog(ME, WETH, 50n), depositLog(WETH, ME, 50n)], ME);
    expect(wrap.tokens.map((t) => [t.token, t.net])).toEqual([
      [ETH, -50n],
      [WETH, 50n],
    ]);
    const unwrap = readAccountChanges([withdrawalLog(WETH, ME, 40n), ethLog(WETH, ME, 40n)], ME);
    expect(unwrap.tokens.map((t) => [t.token, t.net])).toEqual([
      [WETH, -40n],
      [ETH, 40n],
    ]);
    expect(unwrap.outflows).toEqual([{ token: WETH, to: WETH, amount: 40n }]);
  });

  it('finds nothing moved in a call that moves nothing of the account', () => {
    const changes = readAccountChanges([transferLog(PEPE, CURVE, STRANGER, 1n), ethLog(ME, ME, 5n)], ME);
    expect(changes).toEqual({ outflows: [], tokens: [], approvals: [], permissions: [], nftOutflows: [] });
  });

  it('ignores ERC-721 transfers (four topics) and malformed data', () => {
    const nft = transferLog(PEPE, ME, STRANGER, 1n);
    const changes = readAccountChanges(
      [
        { ...nft, topics: [...nft.topics, nft.topics[1]!] },
        { ...nft, data: '0x' },
      ],
      ME,
    );
    expect(changes.tokens).toEqual([]);
  });

  it('reads ERC-721 approvals (a fourth topic), operators and Permit2 allowances; a revocation takes a grant back', () => {
    const changes = readAccountChanges(
      [
        nftApprovalLog(PEPE, ME, STRANGER, 7n),
        approvalForAllLog(PEPE, ME, CURVE, true),
        approvalForAllLog(PEPE, ME, STRANGER, true),
        approvalForAllLog(PEPE, ME, STRANGER, false),
        permit2Log(PERMIT2, ME, USDT, STRANGER, 5n),
        permit2Log(PERMIT2, ME, PEPE, STRANGER, 6n, 'Permit'),
        // Another owner's: not the account's business.
        approvalForAllLog(PEPE, STRANGER, ME, true),
      ],
      ME,
    );
    expect(changes.approvals).toEqual([]);
    expect(changes.permissions).toEqual([
      { kind: 'nft-approval', contract: PEPE, spender: STRANGER, tokenId: 7n },
      { kind: 'approval-for-all', contract: PEPE, spender: CURVE },
      { kind: 'permit2', contract: PERMIT2, token: USDT, spender: STRANGER, amount: 5n },
      { kind: 'permit2', contract: PERMIT2, token: PEPE, spender: STRANGER, amount: 6n },
    ]);
  });

  it('reads an ERC-721 token leaving the account', () => {
    const changes = readAccountChanges(
      [nftTransferLog(PEPE, ME, STRANGER, 3n), nftTransferLog(PEPE, STRANGER, ME, 4n)],
      ME,
    );
    expect(changes.nftOutflows).toEqual([{ contract: PEPE, to: STRANGER, tokenId: 3n }]);
    expect(changes.tokens).toEqual([]);
  });

  it('never breaks on a known topic with the wrong shape: too few topics or words, not hex, not an address', () => {
    const approval = approvalLog(USDT, ME, STRANGER, 5n);
    const forAll = approvalForAllLog(PEPE, ME, STRANGER, true);
    const permit = permit2Log(PERMIT2, ME, USDT, STRANGER, 5n, 'Permit');
    const transfer = transferLog(PEPE, ME, STRANGER, 9n);
    const notHex = `0x${'zz'.repeat(32)}` as const;
    const read = () =>
      readAccountChanges(
        [
          { ...approval, topics: approval.topics.slice(0, 2) },
          { ...approval, topics: [approval.topics[0]!, notHex, approval.topics[2]!] },
          { ...approval, data: notHex },
          { ...forAll, data: '0x' },
          { ...forAll, topics: forAll.topics.slice(0, 2) },
          { ...permit, data: permit.data.slice(0, 2 + 64 * 2) as `0x${string}` },
          { ...permit, topics: permit.topics.slice(0, 3) },
          { ...transfer, topics: [transfer.topics[0]!, '0x1234', transfer.topics[2]!] },
          { ...transfer, topics: [...transfer.topics, notHex] },
          { ...transfer, address: '0xnot-an-address' as `0x${string}` },
          { ...transfer, data: notHex },
        ],
        ME,
      );
    expect(read).not.toThrow();
    expect(read()).toEqual({ outflows: [], tokens: [], approvals: [], permissions: [], nftOutflows: [] });
  });
});
