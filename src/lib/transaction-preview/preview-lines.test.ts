import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { readAccountChanges } from './account-changes';
import { ETH } from './eth';
import { formatPreviewAmount, previewLines } from './preview-lines';
import {
  approvalForAllLog,
  approvalLog,
  CURVE,
  ethLog,
  ME,
  nftTransferLog,
  PEPE,
  PERMIT2,
  permit2Log,
  STRANGER,
  transferLog,
  USDT,
} from './test-logs';

const info = new Map([
  [ETH, { symbol: 'ETH', decimals: 18 }],
  [PEPE.toLowerCase(), { symbol: 'PEPE', decimals: 18 }],
  [USDT.toLowerCase(), { symbol: 'USDT', decimals: 6 }],
]);
const nameOf = (address: string) => (address === CURVE ? 'the curve' : undefined);

describe('formatPreviewAmount', () => {
  it('groups whole units and rounds the safe way', () => {
    expect(formatPreviewAmount(1_234_567_890_000_000_000_000_000n, 18, 'down')).toBe('1,234,567');
    expect(formatPreviewAmount(1_234_567_100_000_000_000_000_000n, 18, 'up')).toBe('1,234,568');
    expect(formatPreviewAmount(10n ** 16n, 18, 'up')).toBe('0.01');
    expect(formatPreviewAmount(1_500_000n, 6, 'down')).toBe('1.5');
  });
});

describe('previewLines', () => {
  it('says what is sent, to whom, and what is received at least, with the simulated figure', () => {
    const changes = readAccountChanges(
      [ethLog(ME, CURVE, 10n ** 17n), transferLog(PEPE, CURVE, ME, 1_250_000n * 10n ** 18n)],
      ME,
    );
    const lines = previewLines(changes, {
      info,
      nameOf,
      bounds: [{ token: PEPE, kind: 'minimum', amount: 1_234_567_800_000_000_000_000_000n }],
    });
    expect(lines).toEqual([
      { kind: 'send', text: 'You send 0.1 ETH', detail: 'to the curve (0x2222…2222)' },
      { kind: 'receive', text: 'You receive at least 1,234,567 PEPE', detail: '1,250,000 PEPE if sent now' },
    ]);
  });

  it('says an approval with its spender and amount, or unlimited', () => {
    const changes = readAccountChanges(
      [approvalLog(USDT, ME, CURVE, 1_000_000_000n), approvalLog(PEPE, ME, CURVE, maxUint256)],
      ME,
    );
    expect(previewLines(changes, { info, nameOf }).map((l) => l.text)).toEqual([
      'Allow the curve (0x2222…2222) to spend 1,000 USDT',
      'Allow the curve (0x2222…2222) to spend an unlimited amount of your PEPE',
    ]);
  });

  it('leads a send with its maximum', () => {
    const changes = readAccountChanges([ethLog(ME, CURVE, 100n * 10n ** 15n), ethLog(CURVE, ME, 20n * 10n ** 15n)], ME);
    const [line] = previewLines(changes, {
      info,
      nameOf,
      bounds: [{ token: ETH, kind: 'maximum', amount: 10n ** 17n }],
    });
    expect(line).toEqual({
      kind: 'send',
      text: 'You send at most 0.1 ETH',
      detail: '0.08 ETH if sent now, to the curve (0x2222…2222)',
    });
  });

  it('says an NFT sent and the permissions nothing in the app gives, for the block to point at', () => {
    const changes = readAccountChanges(
      [
        nftTransferLog(PEPE, ME, STRANGER, 3n),
        approvalForAllLog(PEPE, ME, STRANGER, true),
        permit2Log(PERMIT2, ME, USDT, STRANGER, 2_000_000n),
      ],
      ME,
    );
    expect(previewLines(changes, { info, nameOf }).map((l) => l.text)).toEqual([
      'You send NFT #3 of 0x3333…3333',
      'Allow 0x5555…5555 to move all your tokens of 0x3333…3333',
      'Allow 0x5555…5555 to spend 2 USDT through Permit2 (0x0000…8BA3)',
    ]);
  });
});
