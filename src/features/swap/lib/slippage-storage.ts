import { browserStorage, type KeyValueStorage, readItem, writeItem } from '@/lib/storage';
import { isValidSlippageBps, type SlippageSetting } from './slippage';

/** The trader's slippage setting, kept across visits: "auto" or whole basis points. */
export const SLIPPAGE_KEY = 'launchdeck.swap.slippage';

/** The stored setting; anything unreadable or out of range falls back to auto, never to a loose tolerance. */
export function readSlippageSetting(storage: KeyValueStorage | undefined = browserStorage()): SlippageSetting {
  const stored = readItem(storage, SLIPPAGE_KEY);
  if (stored === null || !/^\d{1,5}$/.test(stored)) return { kind: 'auto' };
  const bps = Number(stored);
  return isValidSlippageBps(bps) ? { kind: 'custom', bps } : { kind: 'auto' };
}

export function writeSlippageSetting(
  setting: SlippageSetting,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  writeItem(storage, SLIPPAGE_KEY, setting.kind === 'auto' ? 'auto' : String(setting.bps));
}
