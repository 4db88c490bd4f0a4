/**
 * "Max" on ETH keeps enough for gas (issue 11, "Max"): the fee of a swap at today's gas price, twice
 * over, since the price may rise before the swap is mined and an approval or a retry may follow.
 */

/** A Router02 swap through one or two pairs uses about 100–180k gas; this covers it with room. */
export const SWAP_GAS_UNITS = 250_000n;
const HEADROOM = 2n;

/** Wei kept back from a Max of ETH, from the fee per gas the chain asks now. */
export function gasReserveFor(maxFeePerGas: bigint, gasUnits: bigint = SWAP_GAS_UNITS): bigint {
  return maxFeePerGas * gasUnits * HEADROOM;
}

/** The most that can be sold: a token's whole balance, or ETH less the gas reserve (never below zero). */
export function maxSpendable(balance: bigint, native: boolean, gasReserve: bigint): bigint {
  if (!native) return balance;
  return balance > gasReserve ? balance - gasReserve : 0n;
}
