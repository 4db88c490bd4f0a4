/**
 * The curve panel's reads and its one write, through the wallet layer's wagmi config. WHY
 * `wagmi/actions` on demand: the wallet layer has loaded it by the time anyone trades, and a static
 * import would pull it into the token page's first load. Reads are at the latest block, so a quote
 * is what the contract would answer now.
 */
import { launchFactoryAbi, launchTokenAbi } from '@interface/contracts/abis';
import { type Address, encodeFunctionData, parseEventLogs } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import type { ConfirmedTrade } from '@/lib/confirmed-trade';
import type { PreviewCall } from '@/lib/transaction-preview/simulate-preview';
import { callsKey } from '@/lib/transaction-preview/use-transaction-preview';
import { trackTransaction } from '@/lib/transactions/track';
import type { CurveQuote, CurveQuoteKind, CurveState, CurveTrade } from '../lib/curve-trade';
import { RefusedSwap } from './router-swap';

const actions = () => import('wagmi/actions');
const factoryOf = (chainId: number) => addressBook(chainId).launchFactory;

export interface CurveMarket extends CurveState {
  graduated: boolean;
}

export async function readCurveMarket(config: Config, chainId: number, token: Address): Promise<CurveMarket> {
  const { readContract } = await actions();
  const [virtualEth, virtualTokens, , graduated] = await readContract(config, {
    chainId,
    address: factoryOf(chainId),
    abi: launchFactoryAbi,
    functionName: 'markets',
    args: [token],
    blockTag: 'latest',
  });
  return { virtualEth, virtualTokens, graduated };
}

/** A curve quote and the curve it was read from, both at one block: the price impact compares the two. */
export interface CurveQuoteAt {
  block: bigint;
  spot: CurveMarket;
  quote: CurveQuote;
}

async function quoteAt(
  config: Config,
  chainId: number,
  token: Address,
  kind: CurveQuoteKind,
  amount: bigint,
  blockNumber: bigint,
) {
  const { readContract } = await actions();
  const base = { chainId, address: factoryOf(chainId), abi: launchFactoryAbi, blockNumber } as const;
  switch (kind) {
    case 'buy': {
      const [tokensOut, fee, refund] = await readContract(config, {
        ...base,
        functionName: 'quoteBuy',
        args: [token, amount],
      });
      return { kind, tokensOut, fee, refund } satisfies CurveQuote;
    }
    case 'buy-exact': {
      const [ethIn, fee] = await readContract(config, {
        ...base,
        functionName: 'quoteBuyExact',
        args: [token, amount],
      });
      return { kind, ethIn, fee } satisfies CurveQuote;
    }
    case 'sell': {
      const [ethOut, fee] = await readContract(config, { ...base, functionName: 'quoteSell', args: [token, amount] });
      return { kind, ethOut, fee } satisfies CurveQuote;
    }
  }
}

/** The contract's own quote for the typed amount and the curve's state, read together at the latest block. */
export async function readCurveQuote(
  config: Config,
  chainId: number,
  token: Address,
  kind: CurveQuoteKind,
  amount: bigint,
): Promise<CurveQuoteAt> {
  const { getBlockNumber, readContract } = await actions();
  const block = await getBlockNumber(config, { chainId, cacheTime: 0 });
  const [quote, [virtualEth, virtualTokens, , graduated]] = await Promise.all([
    quoteAt(config, chainId, token, kind, amount, block),
    readContract(config, {
      chainId,
      address: factoryOf(chainId),
      abi: launchFactoryAbi,
      functionName: 'markets',
      args: [token],
      blockNumber: block,
    }),
  ]);
  return { block, spot: { virtualEth, virtualTokens, graduated }, quote };
}

interface TraderBalances {
  eth: bigint;
  tokens: bigint;
}

export async function readBalances(config: Config, chainId: number, account: Address, token: Address) {
  const { getBalance, readContract } = await actions();
  const [eth, tokens] = await Promise.all([
    getBalance(config, { chainId, address: account, blockTag: 'latest' }),
    readContract(config, {
      chainId,
      address: token,
      abi: launchTokenAbi,
      functionName: 'balanceOf',
      args: [account],
      blockTag: 'latest',
    }),
  ]);
  return { eth: eth.value, tokens } satisfies TraderBalances;
}

/** What the toast says about a trade: "Buy NRWHL", "About 10.5K NRWHL for 0.01 ETH". */
export interface TradeLabel {
  title: string;
  description?: string;
  confirmedTitle?: string;
}

/**
 * Simulates the trade against the latest block first (a failing trade never reaches the wallet; the
 * simulation's error says why), then asks the wallet to send exactly what was simulated, and follows
 * it with the transaction tracker (a reverted trade rejects). The trade comes back as the contract's
 * Trade event tells it, for the page to show before the indexer has it. `previewed`: the call the review
 * step previewed; a simulated request that is not byte for byte that call is never sent.
 */
export async function sendCurveTrade(
  config: Config,
  chainId: number,
  account: Address,
  trade: CurveTrade,
  label: TradeLabel,
  previewed?: PreviewCall,
): Promise<ConfirmedTrade> {
  const hash = await simulateAndWrite(config, chainId, account, trade, previewed);
  const side = trade.side === 'sell' ? 'sell' : 'buy';
  const receipt = await trackTransaction(config, { chainId, account, hash, kind: side, ...label });
  const [event] = parseEventLogs({ abi: launchFactoryAbi, eventName: 'Trade', logs: receipt.logs }).filter(
    (log) => log.args.token.toLowerCase() === trade.token.toLowerCase(),
  );
  return {
    token: trade.token,
    txHash: receipt.transactionHash,
    blockNumber: receipt.blockNumber,
    trader: account,
    side,
    // The event is the truth; without it (never, from this factory) what was asked stands in.
    ethAmount: event?.args.ethAmount ?? (trade.side === 'buy' ? trade.ethIn : 0n),
    tokenAmount:
      event?.args.tokenAmount ??
      (trade.side === 'sell' ? trade.tokensIn : trade.side === 'buy-exact' ? trade.tokensOut : 0n),
  };
}

/** The wallet is asked only for the previewed call. */
function assertPreviewed(
  previewed: PreviewCall | undefined,
  request: Parameters<typeof encodeFunctionData>[0] & { address: Address; value?: bigint },
) {
  if (!previewed) return;
  const sent = { to: request.address, data: encodeFunctionData(request), value: request.value ?? 0n };
  if (callsKey([sent]) !== callsKey([previewed]))
    throw new RefusedSwap('This is not the transaction you reviewed: review again.');
}

/** Each simulation's request is typed for its own function, hence one branch per function. */
async function simulateAndWrite(
  config: Config,
  chainId: number,
  account: Address,
  trade: CurveTrade,
  previewed: PreviewCall | undefined,
) {
  const { simulateContract, writeContract } = await actions();
  const base = { chainId, account, address: factoryOf(chainId), abi: launchFactoryAbi } as const;
  switch (trade.side) {
    case 'buy': {
      const { request } = await simulateContract(config, {
        ...base,
        functionName: 'buy',
        args: [trade.token, trade.minTokensOut, trade.deadline],
        value: trade.ethIn,
      });
      assertPreviewed(previewed, request);
      return writeContract(config, request);
    }
    case 'buy-exact': {
      const { request } = await simulateContract(config, {
        ...base,
        functionName: 'buyExact',
        args: [trade.token, trade.tokensOut, trade.deadline],
        value: trade.maxEthIn,
      });
      assertPreviewed(previewed, request);
      return writeContract(config, request);
    }
    case 'sell': {
      const { request } = await simulateContract(config, {
        ...base,
        functionName: 'sell',
        args: [trade.token, trade.tokensIn, trade.minEthOut, trade.deadline],
      });
      assertPreviewed(previewed, request);
      return writeContract(config, request);
    }
  }
}
