/**
 * The rules that block a transaction before the wallet, judged on what its simulation shows (not on
 * what the app meant to build): the account may lose only the tokens the trader chose to send, and
 * may send ETH only to the app's own contracts (the router, the curve, the auction). A service, an
 * extension or a bug that swaps in another call is stopped here, in plain words.
 */
import { type Address, getAddress, isAddressEqual } from 'viem';
import { shortAddress } from '../format';
import { type AccountChanges, sameToken } from './account-changes';
import { ETH, type PreviewToken } from './eth';

export interface PreviewRules {
  /** What the trader chose to send: ETH and/or token addresses. */
  chosen: readonly PreviewToken[];
  /** Where ETH from the account may go, each with the name the trader knows it by. */
  ethRecipients: readonly { address: Address; name: string }[];
  /** Names the message gives tokens ("PEPE"); an unnamed one is its short address. */
  symbolOf?: (token: Address) => string | undefined;
}

export type PreviewVerdict = { ok: true } | { ok: false; reason: string };

const allowedList = (rules: PreviewRules) => {
  const names = rules.ethRecipients.map((r) => r.name);
  if (names.length <= 1) return names[0] ?? 'nowhere';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

export function checkPreview(changes: AccountChanges, rules: PreviewRules): PreviewVerdict {
  const label = (token: Address) => {
    const symbol = rules.symbolOf?.(token);
    return symbol ? `${symbol} (${shortAddress(token)})` : `the token at ${shortAddress(token)}`;
  };
  const chose = (token: PreviewToken) => rules.chosen.some((c) => sameToken(c, token));
  for (const out of changes.outflows) {
    if (out.token === ETH) {
      if (!chose(ETH)) {
        return {
          ok: false,
          reason: 'This transaction would take ETH from your account, which you did not choose to send.',
        };
      }
      if (!rules.ethRecipients.some((r) => isAddressEqual(r.address, out.to))) {
        return {
          ok: false,
          reason: `This transaction would send ETH to ${getAddress(out.to)}, which is not ${allowedList(rules)}.`,
        };
      }
    } else if (!chose(out.token)) {
      return {
        ok: false,
        reason: `This transaction would take your ${label(out.token)}, which you did not choose to send.`,
      };
    }
  }
  for (const approval of changes.approvals) {
    if (approval.amount > 0n && !chose(approval.token)) {
      return {
        ok: false,
        reason: `This transaction would let ${getAddress(approval.spender)} spend your ${label(approval.token)}, which you did not choose to send.`,
      };
    }
  }
  return { ok: true };
}
