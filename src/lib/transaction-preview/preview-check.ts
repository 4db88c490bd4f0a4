/**
 * The rules that block a transaction before the wallet, judged on what its simulation shows (not on
 * what the app meant to build): the account may lose only the tokens the trader chose to send, and
 * only to the app's contracts that take them (ETH: the router, the curve, the auction; a token: the
 * router, the curve, the route's pairs); it may approve only the router; it gives no other permission
 * (ERC-721 approvals, operators, Permit2 allowances) and sends no NFT; and where the flow shows a bound
 * (at least X received, at most Y sent) the simulated figure keeps to it. A service, an extension or a
 * bug that swaps in another call is stopped here, in plain words.
 */
import { type Address, getAddress, isAddressEqual } from 'viem';
import { shortAddress } from '../format';
import { type AccountChanges, type Permission, sameToken } from './account-changes';
import { ETH, type PreviewToken } from './eth';
import type { PreviewBound } from './preview-lines';

/** An address the trader knows by a name; `token`: only that token may go there (WETH9 takes back WETH). */
export interface AllowedAddress {
  address: Address;
  name: string;
  token?: Address;
}

export interface PreviewRules {
  /** What the trader chose to send: ETH and/or token addresses. */
  chosen: readonly PreviewToken[];
  /** Where ETH from the account may go, each with the name the trader knows it by. */
  ethRecipients: readonly AllowedAddress[];
  /** Where a chosen token may go: the contracts that take it, and the route's pairs. */
  tokenRecipients: readonly AllowedAddress[];
  /** Whom the account may approve to spend a chosen token: the router. */
  spenders: readonly AllowedAddress[];
  /** The bounds the review shows: the simulated figures must keep to them. */
  bounds?: readonly PreviewBound[];
  /** Names the message gives tokens ("PEPE"); an unnamed one is its short address. */
  symbolOf?: (token: Address) => string | undefined;
  /** An amount in words ("1,234,567 PEPE"), rounded as told; without it, the token's smallest units. */
  amountText?: (token: PreviewToken, amount: bigint, rounding: 'up' | 'down') => string;
}

export type PreviewVerdict = { ok: true } | { ok: false; reason: string };

const listOf = (allowed: readonly AllowedAddress[]) => {
  const names = [...new Set(allowed.map((r) => r.name))];
  if (names.length <= 1) return names[0] ?? 'nowhere';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

const blocked = (reason: string): PreviewVerdict => ({ ok: false, reason });

export function checkPreview(changes: AccountChanges, rules: PreviewRules): PreviewVerdict {
  const label = (token: Address) => {
    const symbol = rules.symbolOf?.(token);
    return symbol ? `${symbol} (${shortAddress(token)})` : `the token at ${shortAddress(token)}`;
  };
  const amountText =
    rules.amountText ??
    ((token: PreviewToken, amount: bigint) => `${amount} units of ${token === ETH ? 'ETH (wei)' : label(token)}`);
  const chose = (token: PreviewToken) => rules.chosen.some((c) => sameToken(c, token));
  for (const out of changes.outflows) {
    if (out.token === ETH) {
      if (!chose(ETH))
        return blocked('This transaction would take ETH from your account, which you did not choose to send.');
      if (!rules.ethRecipients.some((r) => isAddressEqual(r.address, out.to))) {
        return blocked(
          `This transaction would send ETH to ${getAddress(out.to)}, which is not ${listOf(rules.ethRecipients)}.`,
        );
      }
      continue;
    }
    const token = out.token;
    if (!chose(token))
      return blocked(`This transaction would take your ${label(token)}, which you did not choose to send.`);
    const takers = rules.tokenRecipients.filter((r) => r.token === undefined || isAddressEqual(r.token, token));
    if (!takers.some((r) => isAddressEqual(r.address, out.to))) {
      return blocked(
        `This transaction would send your ${label(token)} to ${getAddress(out.to)}, which is not ${listOf(takers)}.`,
      );
    }
  }
  for (const nft of changes.nftOutflows) {
    return blocked(
      `This transaction would send your NFT #${nft.tokenId} of ${label(nft.contract)} to ${getAddress(nft.to)}, which nothing in this app asks for.`,
    );
  }
  for (const approval of changes.approvals) {
    // A reset to zero (before a new allowance, for a token that refuses a change) gives nothing.
    if (approval.amount === 0n) continue;
    if (!chose(approval.token)) {
      return blocked(
        `This transaction would let ${getAddress(approval.spender)} spend your ${label(approval.token)}, which you did not choose to send.`,
      );
    }
    if (!rules.spenders.some((s) => isAddressEqual(s.address, approval.spender))) {
      return blocked(
        `This transaction would let ${getAddress(approval.spender)} spend your ${label(approval.token)}; only ${listOf(rules.spenders)} may be approved.`,
      );
    }
  }
  for (const permission of changes.permissions) return blocked(permissionReason(permission, label));
  for (const bound of rules.bounds ?? []) {
    const net = changes.tokens.find((t) => sameToken(t.token, bound.token))?.net ?? 0n;
    if (bound.kind === 'minimum' && net < bound.amount) {
      const got = net > 0n ? net : 0n;
      return blocked(
        `This transaction would give you ${amountText(bound.token, got, 'down')} now, less than the ${amountText(bound.token, bound.amount, 'down')} you would receive at least.`,
      );
    }
    if (bound.kind === 'maximum' && -net > bound.amount) {
      return blocked(
        `This transaction would take ${amountText(bound.token, -net, 'up')} now, more than the ${amountText(bound.token, bound.amount, 'up')} you would send at most.`,
      );
    }
  }
  return { ok: true };
}

function permissionReason(permission: Permission, label: (token: Address) => string): string {
  const spender = getAddress(permission.spender);
  switch (permission.kind) {
    case 'nft-approval':
      return `This transaction would let ${spender} move your NFT #${permission.tokenId} of ${label(permission.contract)}, which nothing in this app asks for.`;
    case 'approval-for-all':
      return `This transaction would let ${spender} move all your tokens of ${label(permission.contract)}, which nothing in this app asks for.`;
    case 'permit2':
      return `This transaction would let ${spender} spend your ${label(permission.token)} through Permit2 (${shortAddress(permission.contract)}), which nothing in this app asks for.`;
  }
}
