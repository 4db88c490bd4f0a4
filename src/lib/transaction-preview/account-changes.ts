/**
 * What a simulated transaction changes for one account, read from the logs `eth_simulateV1` returns
 * with `traceTransfers`: ERC-20 `Transfer`s from and to the account, ETH moves (the node writes them
 * as `Transfer` logs of the pseudo-token 0xEeee…EEeE), WETH9's `Deposit`/`Withdrawal` (WETH minted to
 * or burned from the account without a `Transfer`), and `Approval`s the account gives. Pure: the logs
 * in, bigint amounts out, nothing read from the chain.
 */
import { type Address, type Hex, hexToBigInt, isAddressEqual, sliceHex, toEventSelector } from 'viem';
import { ETH, type PreviewToken } from './eth';

/** The emitter the node gives the ETH moves it traces (execution-apis, eth_simulateV1 `traceTransfers`). */
export const ETH_PSEUDO_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/** An approval of 2^255 or more is unlimited in practice (some tokens count an infinite one down from max). */
const UNLIMITED_FROM = 2n ** 255n;

const TRANSFER = toEventSelector('Transfer(address,address,uint256)');
const APPROVAL = toEventSelector('Approval(address,address,uint256)');
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

export interface AccountChanges {
  /** Every outflow, unnetted: what the blocking rules judge (a refund does not excuse a send). */
  outflows: Outflow[];
  /** One entry per token moved, in order of first appearance. */
  tokens: TokenBalanceChange[];
  /** The last approval given per (token, spender): a later one replaces an earlier one. */
  approvals: Approval[];
}

const topicAddress = (topic: Hex | undefined): Address | undefined =>
  topic && topic.length === 66 ? (sliceHex(topic, 12) as Address) : undefined;
const wordOf = (data: Hex): bigint | undefined => (data.length >= 66 ? hexToBigInt(sliceHex(data, 0, 32)) : undefined);
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

export function readAccountChanges(logs: readonly PreviewLog[], account: Address): AccountChanges {
  const outflows: Outflow[] = [];
  const tokens: TokenBalanceChange[] = [];
  const approvals: Approval[] = [];
  const entryOf = (token: PreviewToken) => {
    let entry = tokens.find((t) => sameToken(t.token, token));
    if (!entry) {
      entry = { token, sent: 0n, received: 0n, net: 0n, recipients: [] };
      tokens.push(entry);
    }
    return entry;
  };

  for (const log of logs) {
    if (log.topics[0] === APPROVAL && log.topics.length === 3) {
      const owner = topicAddress(log.topics[1]);
      const spender = topicAddress(log.topics[2]);
      const amount = wordOf(log.data);
      if (!owner || !spender || amount === undefined || !isAddressEqual(owner, account)) continue;
      const at = approvals.findIndex((a) => isAddressEqual(a.token, log.address) && isAddressEqual(a.spender, spender));
      if (at >= 0) approvals.splice(at, 1);
      approvals.push({ token: log.address, spender, amount, unlimited: amount >= UNLIMITED_FROM });
      continue;
    }
    const move = moveOf(log);
    if (!move || move.amount === 0n) continue;
    const fromAccount = move.from !== undefined && isAddressEqual(move.from, account);
    const toAccount = move.to !== undefined && isAddressEqual(move.to, account);
    // A move from the account to itself changes nothing.
    if (fromAccount === toAccount) continue;
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
  }
  // A token sent and all given back (a refund) changes nothing: no line for it; its outflow stays judged.
  return { outflows, tokens: tokens.filter((t) => t.net !== 0n), approvals };
}
