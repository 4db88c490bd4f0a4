/**
 * A graduated token's trade through Router02, as its receipt tells it: the tokens that reached or
 * left the trader (the token's own Transfer events) and the ETH that went in or came out (WETH9's
 * Deposit, when the router wraps the ETH it was sent, or Withdrawal, when it unwraps what it pays
 * out). What was mined, not what was quoted: the "Just confirmed" row shows these amounts.
 */
import { launchTokenAbi, weth9Abi } from '@interface/contracts/abis';
import { type Address, type Log, parseEventLogs } from 'viem';

export interface PairTradeAmounts {
  ethAmount: bigint;
  tokenAmount: bigint;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function pairTradeAmounts(
  logs: readonly Log[],
  trade: { side: 'buy' | 'sell'; token: Address; weth: Address; router: Address; trader: Address },
): PairTradeAmounts | undefined {
  const transfers = parseEventLogs({ abi: launchTokenAbi, eventName: 'Transfer', logs: [...logs] }).filter((log) =>
    same(log.address, trade.token),
  );
  const wethEvents = parseEventLogs({ abi: weth9Abi, logs: [...logs] }).filter((log) => same(log.address, trade.weth));
  const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
  const tokenAmount =
    trade.side === 'buy'
      ? sum(transfers.filter((t) => same(t.args.to, trade.trader)).map((t) => t.args.value))
      : sum(transfers.filter((t) => same(t.args.from, trade.trader)).map((t) => t.args.value));
  const ethAmount = sum(
    wethEvents.flatMap((e) =>
      trade.side === 'buy'
        ? e.eventName === 'Deposit' && same(e.args.dst, trade.router)
          ? [e.args.wad]
          : []
        : e.eventName === 'Withdrawal' && same(e.args.src, trade.router)
          ? [e.args.wad]
          : [],
    ),
  );
  return tokenAmount > 0n && ethAmount > 0n ? { ethAmount, tokenAmount } : undefined;
}
