/**
 * The preview in words: one line per token the account sends or receives (net of refunds), then one
 * per approval (and per NFT sent or other permission given, which the rules block). A bound the flow guarantees (the minimum received, the most paid) leads its line, and
 * the simulated figure follows as what the chain would do now. Amounts are rounded the safe way
 * (format-units.ts): what is received and a minimum down, what is sent and a maximum up.
 */
import type { Address } from 'viem';
import { shortAddress } from '../format';
import { formatUnitsFixed, type Rounding } from '../format-units';
import { type AccountChanges, type Permission, sameToken } from './account-changes';
import type { PreviewToken } from './eth';
import { type TokenInfo, type TokenInfoMap, tokenKey } from './token-info';

/** A figure the flow already computed and the contract enforces: "at least" or "at most". */
export interface PreviewBound {
  token: PreviewToken;
  kind: 'minimum' | 'maximum';
  amount: bigint;
}

export interface PreviewLine {
  kind: 'send' | 'receive' | 'approve';
  text: string;
  detail?: string;
}

export interface LineContext {
  info: TokenInfoMap;
  /** The app's name for an address it knows ("the curve"); others read as short addresses. */
  nameOf: (address: Address) => string | undefined;
  bounds?: readonly PreviewBound[];
}

const FALLBACK: TokenInfo = { symbol: 'tokens', decimals: 18 };

/** "1,234,567", "0.0123": whole units grouped, fewer decimals the larger the amount. */
export function formatPreviewAmount(amount: bigint, decimals: number, rounding: Exclude<Rounding, 'nearest'>): string {
  const whole = amount / 10n ** BigInt(decimals);
  const fraction = whole >= 1000n ? 0 : whole >= 1n ? 4 : 6;
  const text = formatUnitsFixed(amount, decimals, fraction, rounding);
  const [int = '0', frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

const addressLabel = (address: Address, nameOf: LineContext['nameOf']) => {
  const name = nameOf(address);
  return name ? `${name} (${shortAddress(address)})` : shortAddress(address);
};

export function previewLines(changes: AccountChanges, context: LineContext): PreviewLine[] {
  const infoOf = (token: PreviewToken) => context.info.get(tokenKey(token)) ?? FALLBACK;
  const boundOf = (token: PreviewToken, kind: PreviewBound['kind']) =>
    context.bounds?.find((b) => b.kind === kind && sameToken(b.token, token));
  const amount = (token: PreviewToken, value: bigint, rounding: 'up' | 'down') => {
    const info = infoOf(token);
    return `${formatPreviewAmount(value, info.decimals, rounding)} ${info.symbol}`;
  };

  const sends: PreviewLine[] = [];
  const receives: PreviewLine[] = [];
  for (const change of changes.tokens) {
    if (change.net < 0n) {
      const sent = -change.net;
      const to = `to ${change.recipients.map((r) => addressLabel(r, context.nameOf)).join(', ')}`;
      const most = boundOf(change.token, 'maximum');
      sends.push(
        most
          ? {
              kind: 'send',
              text: `You send at most ${amount(change.token, most.amount, 'up')}`,
              detail: `${amount(change.token, sent, 'up')} if sent now, ${to}`,
            }
          : { kind: 'send', text: `You send ${amount(change.token, sent, 'up')}`, detail: to },
      );
    } else {
      const least = boundOf(change.token, 'minimum');
      receives.push(
        least
          ? {
              kind: 'receive',
              text: `You receive at least ${amount(change.token, least.amount, 'down')}`,
              detail: `${amount(change.token, change.net, 'down')} if sent now`,
            }
          : { kind: 'receive', text: `You receive ${amount(change.token, change.net, 'down')}` },
      );
    }
  }
  const approvals = changes.approvals.map((approval): PreviewLine => {
    const spender = addressLabel(approval.spender, context.nameOf);
    const { symbol } = infoOf(approval.token);
    if (approval.amount === 0n)
      return { kind: 'approve', text: `Remove ${spender}’s allowance to spend your ${symbol}` };
    return {
      kind: 'approve',
      text: approval.unlimited
        ? `Allow ${spender} to spend an unlimited amount of your ${symbol}`
        : `Allow ${spender} to spend ${amount(approval.token, approval.amount, 'up')}`,
      detail: approval.unlimited ? 'Unlimited: it could move all of it, now and later.' : undefined,
    };
  });
  // Nothing in the app sends an NFT or gives these permissions: shown so the block's reason has its line.
  const nfts = changes.nftOutflows.map(
    (nft): PreviewLine => ({
      kind: 'send',
      text: `You send NFT #${nft.tokenId} of ${addressLabel(nft.contract, context.nameOf)}`,
      detail: `to ${addressLabel(nft.to, context.nameOf)}`,
    }),
  );
  const permissions = changes.permissions.map((permission) =>
    permissionLine(permission, addressLabel(permission.spender, context.nameOf), amount),
  );
  return [...sends, ...nfts, ...receives, ...approvals, ...permissions];
}

function permissionLine(
  permission: Permission,
  spender: string,
  amount: (token: PreviewToken, value: bigint, rounding: 'up' | 'down') => string,
): PreviewLine {
  switch (permission.kind) {
    case 'nft-approval':
      return {
        kind: 'approve',
        text: `Allow ${spender} to move your NFT #${permission.tokenId} of ${shortAddress(permission.contract)}`,
      };
    case 'approval-for-all':
      return {
        kind: 'approve',
        text: `Allow ${spender} to move all your tokens of ${shortAddress(permission.contract)}`,
        detail: 'Every token of that contract, now and later.',
      };
    case 'permit2':
      return {
        kind: 'approve',
        text: `Allow ${spender} to spend ${amount(permission.token, permission.amount, 'up')} through Permit2 (${shortAddress(permission.contract)})`,
      };
  }
}
