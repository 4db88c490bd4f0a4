/**
 * The transactions the genesis sends, encoded for the local chain's contracts. Deadlines lie far in
 * the future: the history's blocks carry past timestamps, and a genesis call must never expire.
 */
import { type Address, encodeFunctionData, type Hex, maxUint256 } from 'viem';
import {
  featuredAuctionAbi,
  launchFactoryAbi,
  launchTokenAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
  weth9Abi,
} from '../../../interface/contracts/abis';
import type { AddressBook } from '../../../interface/contracts/address-book';

export interface ChainCall {
  from: Address;
  to: Address;
  data: Hex;
  value?: bigint;
  /** Set, never estimated: in a genesis block the state a call runs on is the one before it in the pool. */
  gas: bigint;
}

const DEADLINE = 4_102_444_800n; // 2100-01-01
const GAS = { launch: 2_000_000n, trade: 4_000_000n, small: 300_000n } as const;

export function genesisCalls(book: AddressBook) {
  const factory = book.launchFactory;
  const router = book.uniswapV2Router02;
  const call = (from: Address, to: Address, data: Hex, gas: bigint, value?: bigint): ChainCall => ({
    from,
    to,
    data,
    gas,
    ...(value ? { value } : {}),
  });
  return {
    /** With `firstBuy` ETH, the creator's first buy in the same transaction. */
    launch: (from: Address, name: string, symbol: string, metadataHash: Hex, firstBuy?: bigint) =>
      call(
        from,
        factory,
        encodeFunctionData({
          abi: launchFactoryAbi,
          functionName: 'launch',
          args: [name, symbol, metadataHash, 0n, DEADLINE],
        }),
        GAS.launch,
        firstBuy,
      ),
    // Trades that may graduate the token create its pair: the largest gas of all.
    curveBuy: (from: Address, token: Address, ethIn: bigint) =>
      call(
        from,
        factory,
        encodeFunctionData({ abi: launchFactoryAbi, functionName: 'buy', args: [token, 0n, DEADLINE] }),
        GAS.trade,
        ethIn,
      ),
    curveSell: (from: Address, token: Address, tokensIn: bigint) =>
      call(
        from,
        factory,
        encodeFunctionData({ abi: launchFactoryAbi, functionName: 'sell', args: [token, tokensIn, 0n, DEADLINE] }),
        GAS.trade,
      ),
    pairBuy: (from: Address, token: Address, ethIn: bigint) =>
      call(
        from,
        router,
        encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [book.weth, token], from, DEADLINE],
        }),
        GAS.trade,
        ethIn,
      ),
    pairSell: (from: Address, token: Address, tokensIn: bigint) =>
      call(
        from,
        router,
        encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactTokensForETH',
          args: [tokensIn, 0n, [token, book.weth], from, DEADLINE],
        }),
        GAS.trade,
      ),
    /** Any ERC-20 in the path of a router swap. */
    swapTokens: (from: Address, tokenIn: Address, tokenOut: Address, amountIn: bigint) =>
      call(
        from,
        router,
        encodeFunctionData({
          abi: uniswapV2Router02Abi,
          functionName: 'swapExactTokensForTokens',
          args: [amountIn, 0n, [tokenIn, tokenOut], from, DEADLINE],
        }),
        GAS.trade,
      ),
    approveRouter: (from: Address, token: Address) =>
      call(
        from,
        token,
        encodeFunctionData({ abi: launchTokenAbi, functionName: 'approve', args: [router, maxUint256] }),
        GAS.small,
      ),
    wrap: (from: Address, amount: bigint) =>
      call(from, book.weth, encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }), GAS.small, amount),
    createPair: (from: Address, a: Address, b: Address) =>
      call(
        from,
        book.uniswapV2Factory,
        encodeFunctionData({ abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [a, b] }),
        GAS.trade,
      ),
    transfer: (from: Address, token: Address, to: Address, amount: bigint) =>
      call(
        from,
        token,
        encodeFunctionData({ abi: launchTokenAbi, functionName: 'transfer', args: [to, amount] }),
        GAS.small,
      ),
    mintLiquidity: (from: Address, pair: Address) =>
      call(from, pair, encodeFunctionData({ abi: uniswapV2PairAbi, functionName: 'mint', args: [from] }), GAS.small),
    bid: (from: Address, token: Address, amount: bigint) =>
      call(
        from,
        book.featuredAuction,
        encodeFunctionData({ abi: featuredAuctionAbi, functionName: 'bid', args: [token] }),
        GAS.small,
        amount,
      ),
    settle: (from: Address) =>
      call(
        from,
        book.featuredAuction,
        encodeFunctionData({ abi: featuredAuctionAbi, functionName: 'settle' }),
        GAS.small,
      ),
  };
}

export type GenesisCalls = ReturnType<typeof genesisCalls>;

type Trade = { side: 'buy'; ethWei: bigint } | { side: 'sell'; tokenWei: bigint };

/**
 * The calls of one trade: on the curve until the token graduates, then through Router02, whose sells
 * need the trader's approval once (`approveOnce` answers the approval, or nothing when it was given).
 */
export function tradeCalls(
  calls: GenesisCalls,
  approveOnce: (from: Address, token: Address) => ChainCall[],
  trade: Trade & { trader: Address; token: Address; graduated: boolean },
): ChainCall[] {
  const { trader, token } = trade;
  if (!trade.graduated) {
    return [
      trade.side === 'buy'
        ? calls.curveBuy(trader, token, trade.ethWei)
        : calls.curveSell(trader, token, trade.tokenWei),
    ];
  }
  if (trade.side === 'buy') return [calls.pairBuy(trader, token, trade.ethWei)];
  return [...approveOnce(trader, token), calls.pairSell(trader, token, trade.tokenWei)];
}

/** Router02 moves a holder's tokens only once it may: one unlimited approval, before the first. */
export function routerApprovals(calls: GenesisCalls) {
  const approved = new Set<string>();
  return (from: Address, token: Address): ChainCall[] => {
    const key = `${from}:${token}`;
    if (approved.has(key)) return [];
    approved.add(key);
    return [calls.approveRouter(from, token)];
  };
}
