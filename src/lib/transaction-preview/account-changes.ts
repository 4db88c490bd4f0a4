/**
 * What a simulated transaction changes for one account, read from the logs `eth_simulateV1` returns
 * with `traceTransfers`: ERC-20 `Transfer`s from and to the account, ETH moves (the node writes them
 * as `Transfer` logs of the pseudo-token 0xEeee…EEeE), WETH9's `Deposit`/`Withdrawal` (WETH minted to
 * or burned from the account without a `Transfer`), and the permissions the account gives: ERC-20
 * `Approval`s (an ERC-2612 permit emits one too), and, read apart because nothing in the app gives them,
 * ERC-721 `Approval`s (the same topic with the token id as a fourth), `ApprovalForAll`, and Permit2's
 * `Approval` and `Permit`. Pure: the logs in, bigint amounts out, nothing read from the chain. A log
 * with a known topic but the wrong shape (arity, length, not hex) is skipped, never an exception.
 */
import {
  type Address,
  type Hex,
  hexToBigInt,
  isAddress,
  isAddressEqual,
  sliceHex,
  toEventSelector,
  zeroAddress,
} from 'viem';
import { ETH, type PreviewToken } from './eth';

/** The emitter the node gives the ETH moves it traces (execution-apis, eth_simulateV1 `traceTransfers`). */
export const ETH_PSEUDO_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/** An approval of 2^255 or more is unlimited in practice (some tokens count an infinite one down from max). */
const UNLIMITED_FROM = 2n ** 255n;

const TRANSFER = toEventSelector('Transfer(address,address,uint256)');
const APPROVAL = toEventSelector('Approval(address,address,uint256)');
const APPROVAL_FOR_ALL = toEventSelector('ApprovalForAll(address,address,bool)');
/** Uniswap Permit2's allowance events (IAllowanceTransfer): owner, token, spender indexed. */
const PERMIT2_APPROVAL = toEventSelector('Approval(address,address,address,uint160,uint48)');
const PERMIT2_PERMIT = toEventSelector('Permit(address,address,address,uint160,uint48,uint48)');
const DEPOSIT = toEventSelector('Deposit(address,uint256)');
const WITHDRAWAL = toEventSelector('Withdrawal(address,uint256)');

export interface PreviewLog {
  address: Address;
  topics: readonly Hex[];
  data: Hex;
}

/** One token leaving the account for one counterparty, summed over the transaction's logs. */
interface Outflow {
  token: PreviewToken;
  to: Address;
  amount: bigint;
}

/** What the account ends with of one token: `net` > 0 is received, < 0 is sent. */
interface TokenBalanceChange {
  token: PreviewToken;
  sent: bigint;
  received: bigint;
  net: bigint;
  /** Whom the account's side of it went to, in order of first appearance. */
  recipients: Address[];
}

interface Approval {
  token: Address;
  spender: Address;
  amount: bigint;
  unlimited: boolean;
}

/**
 * A permission the account gives that no flow of the app asks for: an ERC-721 approval of one token
 * id, an operator for every token of a collection, a Permit2 allowance. Only grants are kept (a
 * revocation takes nothing); the last per (kind, contract, token, spender) stands.
 */
export type Permission =
  | { kind: 'nft-approval'; contract: Address; spender: Address; tokenId: bigint }
  | { kind: 'approval-for-all'; contract: Address; spender: Address }
  | { kind: 'permit2'; contract: Address; token: Address; spender: Address; amount: bigint };

export interface AccountChanges {
  /** Every outflow, unnetted: what the blocking rules judge (a refund does not excuse a send). */
  outflows: Outflow[];
  /** One entry per token moved, in order of first appearance. */
  tokens: TokenBalanceChange[];
  /** The last approval given per (token, spender): a later one replaces an earlier one. */
  approvals: Approval[];
  /** ERC-721 approvals, operators and Permit2 allowances the account gives (blocked: none is expected). */
  permissions: Permission[];
  /** ERC-721 tokens leaving the account (blocked: no flow of the app sends one). */
  nftOutflows: NftOutflow[];
}

/** One ERC-721 token leaving the account. */
interface NftOutflow {
  contract: Address;
  to: Address;
  tokenId: bigint;
}

const topicAddress = (topic: Hex | undefined): Address | undefined => {
  if (topic?.length !== 66) return undefined;
  const address = sliceHex(topic, 12);
  return isAddress(address, { strict: false }) ? address : undefined;
};
const wordOf = (data: Hex, index = 0): bigint | undefined =>
  data.length >= 2 + 64 * (index + 1) ? hexToBigInt(sliceHex(data, 32 * index, 32 * (index + 1))) : undefined;
const tokenOf = (log: PreviewLog): PreviewToken => (isAddressEqual(log.address, ETH_PSEUDO_TOKEN) ? ETH : log.address);
export const sameToken = (a: PreviewToken, b: PreviewToken) =>
  a === ETH || b === ETH ? a === b : isAddressEqual(a, b);

/** One move read from a log: `from` → `to` of `amount` of `token` (`undefined` ends of a mint or burn). */
interface Move {
  token: PreviewToken;
  from: Address | undefined;
  to: Address | undefined;
  amount: bigint;
}

function moveOf(log: PreviewLog): Move | undefined {
  const [selector, first, second] = log.topics;
  const amount = wordOf(log.data);
  if (amount === undefined) return undefined;
  // ERC-20 (and the ETH pseudo-token): three topics. ERC-721's Transfer indexes its id: a fourth topic.
  if (selector === TRANSFER && log.topics.length === 3) {
    return { token: tokenOf(log), from: topicAddress(first), to: topicAddress(second), amount };
  }
  // WETH9 mints on deposit and burns on withdrawal without a Transfer log.
  if (selector === DEPOSIT && log.topics.length === 2)
    return { token: log.address, from: undefined, to: topicAddress(first), amount };
  if (selector === WITHDRAWAL && log.topics.length === 2) {
    return { token: log.address, from: topicAddress(first), to: log.address, amount };
  }
  return undefined;
}

/** An ERC-721 `Transfer`: the ERC-20 topic with the token id indexed as a fourth. */
function nftMoveOf(log: PreviewLog): { from: Address; to: Address; tokenId: bigint } | undefined {
  const [selector, first, second, third] = log.topics;
  if (selector !== TRANSFER || log.topics.length !== 4 || third?.length !== 66) return undefined;
  const from = topicAddress(first);
  const to = topicAddress(second);
  return from && to ? { from, to, tokenId: hexToBigInt(third) } : undefined;
}

/** The permission a log gives, or takes back (`grant: false`), if it is one of the non-ERC-20 kinds. */
function permissionOf(log: PreviewLog): { owner: Address; permission: Permission; grant: boolean } | undefined {
  const [selector, first, second, third] = log.topics;
  const owner = topicAddress(first);
  const spender = topicAddress(second);
  if (!owner || !spender) return undefined;
  if (selector === APPROVAL && log.topics.length === 4 && third?.length === 66) {
    const permission: Permission = {
      kind: 'nft-approval',
      contract: log.address,
      spender,
      tokenId: hexToBigInt(third),
    };
    return { owner, permission, grant: !isAddressEqual(spender, zeroAddress) };
  }
  if (selector === APPROVAL_FOR_ALL && log.topics.length === 3) {
    const approved = wordOf(log.data);
    if (approved === undefined) return undefined;
    return { owner, permission: { kind: 'approval-for-all', contract: log.address, spender }, grant: approved !== 0n };
  }
  if ((selector === PERMIT2_APPROVAL || selector === PERMIT2_PERMIT) && log.topics.length === 4) {
    // Permit2 indexes the token second and the spender third.
    const token = spender;
    const permitted = topicAddress(third);
    const amount = wordOf(log.data);
    const words = selector === PERMIT2_PERMIT ? 3 : 2;
    if (!permitted || amount === undefined || wordOf(log.data, words - 1) === undefined) return undefined;
    const permission: Permission = { kind: 'permit2', contract: log.address, token, spender: permitted, amount };
    return { owner, permission, grant: amount > 0n };
  }
  return undefined;
}

const samePermission = (a: Permission, b: Permission) =>
  a.kind === b.kind &&
  isAddressEqual(a.contract, b.contract) &&
  isAddressEqual(a.spender, b.spender) &&
  (a.kind !== 'nft-approval' || b.kind !== 'nft-approval' || a.tokenId === b.tokenId) &&
  (a.kind !== 'permit2' || b.kind !== 'permit2' || isAddressEqual(a.token, b.token));

export function readAccountChanges(logs: readonly PreviewLog[], account: Address): AccountChanges {
  const outflows: Outflow[] = [];
  const tokens: TokenBalanceChange[] = [];
  const approvals: Approval[] = [];
  const permissions: Permission[] = [];
  const nftOutflows: NftOutflow[] = [];
  const entryOf = (token: PreviewToken) => {
    let entry = tokens.find((t) => sameToken(t.token, token));
    if (!entry) {
      entry = { token, sent: 0n, received: 0n, net: 0n, recipients: [] };
      tokens.push(entry);
    }
    return entry;
  };

  const read = (log: PreviewLog) => {
    if (!isAddress(log.address, { strict: false })) return;
    const nft = nftMoveOf(log);
    if (nft) {
      if (isAddressEqual(nft.from, account) && !isAddressEqual(nft.to, account)) {
        nftOutflows.push({ contract: log.address, to: nft.to, tokenId: nft.tokenId });
      }
      return;
    }
    if (log.topics[0] === APPROVAL && log.topics.length === 3) {
      const owner = topicAddress(log.topics[1]);
      const spender = topicAddress(log.topics[2]);
      const amount = wordOf(log.data);
      if (!owner || !spender || amount === undefined || !isAddressEqual(owner, account)) return;
      const at = approvals.findIndex((a) => isAddressEqual(a.token, log.address) && isAddressEqual(a.spender, spender));
      if (at >= 0) approvals.splice(at, 1);
      approvals.push({ token: log.address, spender, amount, unlimited: amount >= UNLIMITED_FROM });
      return;
    }
    const given = permissionOf(log);
    if (given) {
      if (!isAddressEqual(given.owner, account)) return;
      const at = permissions.findIndex((p) => samePermission(p, given.permission));
      if (at >= 0) permissions.splice(at, 1);
      if (given.grant) permissions.push(given.permission);
      return;
    }
    const move = moveOf(log);
    if (!move || move.amount === 0n) return;
    const fromAccount = move.from !== undefined && isAddressEqual(move.from, account);
    const toAccount = move.to !== undefined && isAddressEqual(move.to, account);
    // A move from the account to itself changes nothing.
    if (fromAccount === toAccount) return;
    const entry = entryOf(move.token);
    if (fromAccount) {
      const to = move.to ?? (move.token === ETH ? ETH_PSEUDO_TOKEN : move.token);
      entry.sent += move.amount;
      if (!entry.recipients.some((r) => isAddressEqual(r, to))) entry.recipients.push(to);
      const same = outflows.find((o) => sameToken(o.token, move.token) && isAddressEqual(o.to, to));
      if (same) same.amount += move.amount;
      else outflows.push({ token: move.token, to, amount: move.amount });
    } else {
      entry.received += move.amount;
    }
    entry.net = entry.received - entry.sent;
  };

  for (const log of logs) {
    try {
      read(log);
    } catch {
      // A log with a known topic but not its shape (not hex, not an address): skipped, as one of an
      // unknown event is. The preview never breaks on what a contract chose to emit.
    }
  }
  // A token sent and all given back (a refund) changes nothing: no line for it; its outflow stays judged.
  return { outflows, tokens: tokens.filter((t) => t.net !== 0n), approvals, permissions, nftOutflows };
}
