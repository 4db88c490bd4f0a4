import { minimumNextBid } from '@interface/market/auction';

/**
 * The least the next bid for tomorrow's slot must be, from the service's figure for the leader's bid
 * (ETH as a float), rounded up to the precision `formatEth` shows it in: the banner says "at least",
 * which must never read lower than the contract's minimum. The bid form asks the contract for the
 * exact one.
 */
export function nextBidAtLeastEth(currentBidEth: number | null): number {
  const leaderWei = currentBidEth === null ? null : BigInt(Math.round(currentBidEth * 1e9)) * 10n ** 9n;
  const minimum = Number(minimumNextBid(leaderWei)) / 1e18;
  const step = displayStep(minimum);
  // The epsilon keeps a float's last bit (0.0105 / 1e-6 = 10500.000000000002) from rounding up a step.
  return Math.ceil(minimum / step - 1e-6) * step;
}

/** The last digit `formatEth` shows for an amount this size (see formatAmount in lib/format.ts). */
function displayStep(eth: number): number {
  const magnitude = Math.floor(Math.log10(eth));
  if (eth >= 1000) return 10 ** (magnitude - 1);
  if (eth >= 100) return 0.1;
  if (eth >= 1) return 0.01;
  return 10 ** (magnitude - 3);
}
