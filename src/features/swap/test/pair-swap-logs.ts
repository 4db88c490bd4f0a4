import { launchTokenAbi, weth9Abi } from '@interface/contracts/abis';
import { type Address, encodeAbiParameters, encodeEventTopics, type Log } from 'viem';
import { addressBook } from '@/lib/address-book';

const BOOK = addressBook(31337);
/** Any pair address: the receipt's reading does not depend on it. */
const PAIR = '0x00000000000000000000000000000000000fa1c0' as const;

const log = (address: Address, topics: readonly unknown[], data: `0x${string}`, index: number): Log =>
  ({
    address,
    topics: topics as [`0x${string}`],
    data,
    blockHash: `0x${'1'.repeat(64)}`,
    blockNumber: 9n,
    logIndex: index,
    transactionHash: `0x${'ab'.repeat(32)}`,
    transactionIndex: 0,
    removed: false,
  }) as Log;

/** The logs of a Router02 trade of `token` against ETH, as the pair, the token and WETH9 emit them. */
export function pairSwapLogs(trade: {
  side: 'buy' | 'sell';
  token: Address;
  trader: Address;
  eth: bigint;
  tokens: bigint;
}) {
  const router = BOOK.uniswapV2Router02;
  const value = (amount: bigint) => encodeAbiParameters([{ type: 'uint256' }], [amount]);
  const transfer = (from: Address, to: Address, index: number) =>
    log(
      trade.token,
      encodeEventTopics({ abi: launchTokenAbi, eventName: 'Transfer', args: { from, to } }),
      value(trade.tokens),
      index,
    );
  if (trade.side === 'buy') {
    return [
      log(
        BOOK.weth,
        encodeEventTopics({ abi: weth9Abi, eventName: 'Deposit', args: { dst: router } }),
        value(trade.eth),
        0,
      ),
      transfer(PAIR, trade.trader, 1),
    ];
  }
  return [
    transfer(trade.trader, PAIR, 0),
    log(
      BOOK.weth,
      encodeEventTopics({ abi: weth9Abi, eventName: 'Withdrawal', args: { src: router } }),
      value(trade.eth),
      1,
    ),
  ];
}
