import { useState } from 'react';
import { AUTO_SLIPPAGE_BPS, type SlippageSetting, slippageBpsOf } from '../lib/slippage';
import { readSlippageSetting, writeSlippageSetting } from '../lib/slippage-storage';

/**
 * The trader's one slippage setting, kept across visits and shared by /swap, the token page's panel
 * and the launch's first buy; "auto" is the market's own default (`autoBps`).
 */
export function useSlippage(autoBps = AUTO_SLIPPAGE_BPS) {
  const [setting, setSetting] = useState<SlippageSetting>(() => readSlippageSetting());
  const change = (next: SlippageSetting) => {
    setSetting(next);
    writeSlippageSetting(next);
  };
  return { setting, change, bps: slippageBpsOf(setting, autoBps), autoBps };
}
