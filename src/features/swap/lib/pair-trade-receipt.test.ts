import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressBook } from '@/lib/address-book';
import { pairSwapLogs } from '../test/pair-swap-logs';
import { pairTradeAmounts } from './pair-trade-receipt';

const BOOK = addressBook(31337);
const TOKEN = '0x00000000000000000000000000000000000c0ffe' as const;
const TRADER = '0x00000000000000000000000000000000000a11ce' as const;
const OTHER = '0x0000000000000000000000000000000000000bee' as const;
const trade = (side: 'buy' | 'sell') => ({
  side,
  token: TOKEN,
  weth: BOOK.weth,
  router: BOOK.uniswapV2Router02,
  trader: TRADER,
});

describe('pairTradeAmounts', () => {
  it('reads a buy: the ETH the router wrapped, and the tokens that reached the trader', () => {
    const logs = pairSwapLogs({ side: 'buy', token: TOKEN, trader: TRADER, eth: parseEther('0.1'), tokens: 4_990n });
    expect(pairTradeAmounts(logs, trade('buy'))).toEqual({ ethAmount: parseEther('0.1'), tokenAmount: 4_990n });
  });

  it('reads a sale: the tokens that left the trader, and the ETH the router unwrapped', () => {
    const logs = pairSwapLogs({ side: 'sell', token: TOKEN, trader: TRADER, eth: parseEther('0.05'), tokens: 2_000n });
    expect(pairTradeAmounts(logs, trade('sell'))).toEqual({ ethAmount: parseEther('0.05'), tokenAmount: 2_000n });
  });

  it('ignores another token’s transfers and another account’s, and says when it finds no trade', () => {
    const logs = pairSwapLogs({ side: 'buy', token: OTHER, trader: TRADER, eth: 1n, tokens: 5n });
    expect(pairTradeAmounts(logs, trade('buy'))).toBeUndefined();
    const someoneElse = pairSwapLogs({ side: 'buy', token: TOKEN, trader: OTHER, eth: 1n, tokens: 5n });
    expect(pairTradeAmounts(someoneElse, trade('buy'))).toBeUndefined();
  });
});
