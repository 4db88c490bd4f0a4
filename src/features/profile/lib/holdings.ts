/**
 * The holdings table from what was read: the chain's balances (one multicall), the batch lookup's
 * tokens, the address's own trades and the ETH/USD rate. Pure, so that every rule of the table
 * (launched tokens only, zero balances hidden, sorted by value, totals) is tested without a chain.
 */
import type { BatchToken } from '@interface/tokens';
import { type Fill, type ProfitAndLoss, profitAndLoss, valueAt } from './pnl';
import { type EthUsdRate, priceToWei, shareOfSupply, usdOf } from './valuation';

/** What the multicall read of one token, at one block. */
export interface TokenState {
  /** Lower-case. */
  token: string;
  /** Launched by our factory (its `isLaunched`): anything else the address received is not listed. */
  launched: boolean;
  balance: bigint;
  totalSupply: bigint;
}

export interface Holding {
  token: string;
  /** The service's token; undefined when the service does not know it (yet) or failed on it. */
  info: BatchToken | undefined;
  balance: bigint;
  sharePercent: number;
  /** Wei a whole token; null without the service's price. */
  priceWei: bigint | null;
  valueWei: bigint | null;
  valueUsd: number | null;
  pnl: ProfitAndLoss;
}

export interface HoldingsSummary {
  rows: Holding[];
  /** Sum of the rows that have a value. */
  totalWei: bigint;
  totalUsd: number | null;
  /** Rows without a price, left out of the totals. */
  unpriced: number;
  /** Sum of the rows' results (those with a price). */
  totalResult: bigint;
  totalPaid: bigint;
  totalReceived: bigint;
}

export interface HoldingsInput {
  states: readonly TokenState[];
  /** By lower-case address. */
  infos: ReadonlyMap<string, BatchToken>;
  /** The address's trades, by lower-case token address. */
  fills: ReadonlyMap<string, readonly Fill[]>;
  rate: EthUsdRate | null;
}

/** Highest value first; rows without a price after every priced one, the larger balance first. */
function byValue(a: Holding, b: Holding): number {
  if (a.valueWei !== null && b.valueWei !== null && a.valueWei !== b.valueWei) return a.valueWei > b.valueWei ? -1 : 1;
  if ((a.valueWei === null) !== (b.valueWei === null)) return a.valueWei === null ? 1 : -1;
  if (a.balance !== b.balance) return a.balance > b.balance ? -1 : 1;
  return a.token < b.token ? -1 : 1;
}

export function deriveHoldings({ states, infos, fills, rate }: HoldingsInput): HoldingsSummary {
  const rows = states
    .filter((s) => s.launched && s.balance > 0n)
    .map((s): Holding => {
      const info = infos.get(s.token);
      const priceWei = info ? priceToWei(info.price_eth) : null;
      const valueWei = priceWei === null ? null : valueAt(s.balance, priceWei);
      return {
        token: s.token,
        info,
        balance: s.balance,
        sharePercent: shareOfSupply(s.balance, s.totalSupply),
        priceWei,
        valueWei,
        valueUsd: valueWei === null ? null : usdOf(valueWei, rate),
        pnl: profitAndLoss(fills.get(s.token) ?? [], s.balance, priceWei),
      };
    })
    .sort(byValue);
  let totalWei = 0n;
  let totalResult = 0n;
  let totalPaid = 0n;
  let totalReceived = 0n;
  for (const row of rows) {
    totalWei += row.valueWei ?? 0n;
    totalResult += row.pnl.result ?? 0n;
    totalPaid += row.pnl.paid;
    totalReceived += row.pnl.received;
  }
  return {
    rows,
    totalWei,
    totalUsd: usdOf(totalWei, rate),
    unpriced: rows.filter((r) => r.valueWei === null).length,
    totalResult,
    totalPaid,
    totalReceived,
  };
}
