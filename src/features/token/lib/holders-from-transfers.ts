/**
 * A token's holders from its ERC-20 `Transfer` events: every balance is the sum of what came in
 * minus what went out, exactly (bigint). Mints come from the zero address and burns go to it, so
 * the zero address holds nothing and the supply is what was minted less what was burned.
 */
export interface TransferLog {
  from: string;
  to: string;
  value: bigint;
}

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
export const DEAD_ADDRESS = '0x000000000000000000000000000000000000dead';

export interface Ledger {
  /** Lowercase address → balance (wei), only those above zero. */
  balances: Map<string, bigint>;
  supply: bigint;
  /** A mint was among the transfers: the history read goes back to the token's start. */
  sawMint: boolean;
}

export function ledgerFromTransfers(transfers: Iterable<TransferLog>): Ledger {
  const balances = new Map<string, bigint>();
  let supply = 0n;
  let sawMint = false;
  const add = (who: string, delta: bigint) => {
    const next = (balances.get(who) ?? 0n) + delta;
    if (next === 0n) balances.delete(who);
    else balances.set(who, next);
  };
  for (const { from, to, value } of transfers) {
    const [a, b] = [from.toLowerCase(), to.toLowerCase()];
    if (a === ZERO_ADDRESS) {
      supply += value;
      sawMint = true;
    } else add(a, -value);
    if (b === ZERO_ADDRESS) supply -= value;
    else add(b, value);
  }
  return { balances, supply, sawMint };
}

/** The addresses that hold tokens without being traders. */
export interface KnownAddresses {
  /** The bonding curve: the LaunchFactory, which holds the tokens not sold yet. */
  curve: string;
  /** The token's Uniswap V2 pair (its liquidity after graduation). */
  pair: string;
  /** Who launched the token. */
  creator: string;
}

export type HolderRole = 'curve' | 'pair' | 'creator' | 'burn';

export interface Holder {
  address: string;
  balance: bigint;
  /** Percent of the supply, to four decimals. */
  share: number;
  roles: HolderRole[];
}

/** Percent of `whole`, to four decimals, computed in bigint so large balances lose nothing. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 1_000_000n) / whole) / 10_000;
}

function rolesOf(address: string, known: KnownAddresses): HolderRole[] {
  const roles: HolderRole[] = [];
  if (address === known.curve.toLowerCase()) roles.push('curve');
  if (address === known.pair.toLowerCase()) roles.push('pair');
  if (address === known.creator.toLowerCase()) roles.push('creator');
  if (address === DEAD_ADDRESS || address === ZERO_ADDRESS) roles.push('burn');
  return roles;
}

/**
 * Whom the launch service counts as a holder (server/chain/indexer.ts): anyone with a balance but the
 * curve, the pair and the burn addresses. The creator counts.
 */
const isTrader = (roles: HolderRole[]) => roles.every((role) => role === 'creator');

export interface HolderSummary {
  /** The largest balances, largest first (ties by address), each marked with what it is. */
  top: Holder[];
  supply: bigint;
  /** Holders as the service counts them. */
  holderCount: number;
  /** The ten largest of those, in percent of the supply, as the service's `top_10_percentage`. */
  top10Share: number;
  /** The creator's share of the supply, whether or not it is in the top. */
  creatorShare: number;
}

export function summarizeHolders(ledger: Ledger, known: KnownAddresses, limit = 20): HolderSummary {
  const all = [...ledger.balances]
    .map(([address, balance]) => ({ address, balance, roles: rolesOf(address, known) }))
    .sort((a, b) => (a.balance === b.balance ? (a.address < b.address ? -1 : 1) : a.balance > b.balance ? -1 : 1));
  const traders = all.filter((h) => isTrader(h.roles));
  const top10 = traders.slice(0, 10).reduce((sum, h) => sum + h.balance, 0n);
  return {
    top: all.slice(0, limit).map((h) => ({ ...h, share: percentOf(h.balance, ledger.supply) })),
    supply: ledger.supply,
    holderCount: traders.length,
    top10Share: percentOf(top10, ledger.supply),
    creatorShare: percentOf(ledger.balances.get(known.creator.toLowerCase()) ?? 0n, ledger.supply),
  };
}

export interface ServiceHolderFigures {
  total_holders?: number | undefined;
  top_10_percentage?: number | undefined;
}

export interface HolderCheck {
  holdersDiffer: boolean;
  top10Differs: boolean;
}

/**
 * The chain's count against the service's. The service keeps shares as floating point: a top-10
 * share within a hundredth of a percentage point is the same figure; any other gap is a difference.
 */
export function compareWithService(summary: HolderSummary, service: ServiceHolderFigures): HolderCheck {
  return {
    holdersDiffer: service.total_holders !== undefined && service.total_holders !== summary.holderCount,
    top10Differs:
      service.top_10_percentage !== undefined && Math.abs(service.top_10_percentage - summary.top10Share) >= 0.01,
  };
}
