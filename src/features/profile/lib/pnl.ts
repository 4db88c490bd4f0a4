/**
 * Profit and loss of one token from the address's own trades, exact in wei (bigint). Only trades
 * count: tokens received or sent by a plain transfer carry no price, so they are left out of the
 * cost (a token received for free and sold counts as sold at no cost) and out of what is held.
 *
 * - paid: the ETH of every buy, fee included (what left the wallet);
 * - received: the ETH of every sell, after its fee (what came back);
 * - realised: received − the average cost of the tokens sold (up to what was bought);
 * - unrealised: today's value of the tokens still held from those buys, minus their average cost;
 * - result: realised + unrealised.
 * Divisions round down (toward zero), to the wei.
 */

export interface Fill {
  side: 'buy' | 'sell';
  /** ETH paid (a buy) or received (a sell), in wei. */
  eth: bigint;
  /** Tokens bought or sold, in the token's smallest unit. */
  tokens: bigint;
}

export interface ProfitAndLoss {
  paid: bigint;
  received: bigint;
  bought: bigint;
  sold: bigint;
  /** Tokens held now that came from these buys: at most the balance. */
  heldFromTrades: bigint;
  /** What those tokens cost at the average price paid. */
  costOfHeld: bigint;
  realised: bigint;
  /** Null without a price today. */
  unrealised: bigint | null;
  /** Null without a price today. */
  result: bigint | null;
}

const WHOLE = 10n ** 18n;
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The ETH value (wei) of `tokens` (18 decimals) at `priceWei` wei a whole token. */
export const valueAt = (tokens: bigint, priceWei: bigint) => (tokens * priceWei) / WHOLE;

/** `share` of `paid`, as `part / whole` of what was bought (0 when nothing was bought). */
const averageCost = (paid: bigint, part: bigint, whole: bigint) => (whole === 0n ? 0n : (paid * part) / whole);

export function profitAndLoss(fills: readonly Fill[], balance: bigint, priceWei: bigint | null): ProfitAndLoss {
  let paid = 0n;
  let received = 0n;
  let bought = 0n;
  let sold = 0n;
  for (const f of fills) {
    if (f.side === 'buy') {
      paid += f.eth;
      bought += f.tokens;
    } else {
      received += f.eth;
      sold += f.tokens;
    }
  }
  const soldOfBought = min(sold, bought);
  const realised = received - averageCost(paid, soldOfBought, bought);
  const heldFromTrades = min(balance, bought - soldOfBought);
  const costOfHeld = averageCost(paid, heldFromTrades, bought);
  const unrealised = priceWei === null ? null : valueAt(heldFromTrades, priceWei) - costOfHeld;
  return {
    paid,
    received,
    bought,
    sold,
    heldFromTrades,
    costOfHeld,
    realised,
    unrealised,
    result: unrealised === null ? null : realised + unrealised,
  };
}
