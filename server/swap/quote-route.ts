import { type Address, createPublicClient, type Hex, http } from 'viem';
import { NATIVE_ADDRESS } from '../../interface/common';
import type { SwapTransaction } from '../../interface/swap';
import type { ServiceContext } from '../context';
import { ApiError } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { QuoteError, quoteSwap } from '../market/quote';
import { buildSwapTransaction, SWAP_DEADLINE_SECONDS } from '../market/router-tx';
import type { Pools } from './pools';
import type { Registry } from './registry';

type Route = ReturnType<typeof createServiceApp>['route'];

/** The gas price when the chain does not answer. */
const FALLBACK_GAS_PRICE_WEI = 1_000_000_000n;
/** Over the chain's estimate: the pair's state can move between the quote and the block. */
const GAS_MARGIN_PERCENT = 20n;
/**
 * Added per pair on the route. WHY: a pair writes its two price accumulators only in the first
 * block of a new second; an estimate run within the same second as the pair's last swap leaves them
 * out, and their first writes cost 2 × (20k + 2.1k cold) more than it said (a fresh pair's swap
 * then ran out of gas).
 */
const ACCUMULATOR_WRITES_GAS_PER_PAIR = 45_000n;

/**
 * The chain's gas price, and its estimate of the built call (with a margin), as the wallet would
 * send it. The call's own ceiling stays when the chain cannot estimate it: the sender does not hold
 * the input yet, or has not approved Router02, which the app deals with before sending.
 */
async function withChainGas(chain: ReturnType<typeof createPublicClient>, tx: SwapTransaction, pairs: number) {
  const [gasPrice, estimate] = await Promise.all([
    chain.getGasPrice().catch(() => FALLBACK_GAS_PRICE_WEI),
    chain
      .estimateGas({ account: tx.from as Address, to: tx.to as Address, data: tx.data as Hex, value: BigInt(tx.value) })
      .catch(() => undefined),
  ]);
  const gas =
    estimate === undefined
      ? tx.gas
      : ((estimate * (100n + GAS_MARGIN_PERCENT)) / 100n + ACCUMULATOR_WRITES_GAS_PER_PAIR * BigInt(pairs)).toString();
  return { ...tx, gas, gasPrice: gasPrice.toString() };
}

/**
 * Now, for the transaction's deadline: the later of the service's clock and the chain's latest block.
 * WHY both: a chain can be ahead of our clock (a local chain moved forward), where a deadline from the
 * clock alone has passed when the block is mined; an idle chain's last block can be hours old, and
 * its next block takes the clock's time. The app checks the deadline against the same "now".
 */
async function deadlineNow(chain: ReturnType<typeof createPublicClient>, clockMs: number): Promise<bigint> {
  const clock = BigInt(Math.floor(clockMs / 1000));
  const latest = await chain.getBlock({ blockTag: 'latest' }).catch(() => undefined);
  return latest && latest.timestamp > clock ? latest.timestamp : clock;
}

export function quoteRoutes(route: Route, ctx: ServiceContext, registry: Registry, pools: Pools) {
  const chain = createPublicClient({ transport: http(ctx.config.rpcUrl, { timeout: 3_000, retryCount: 0 }) });
  const routable = (a: string) => (a === NATIVE_ADDRESS ? registry.wrappedNative : a);

  route('quote', async ({ query }) => {
    const tokenIn = query.tokenIn.toLowerCase();
    const tokenOut = query.tokenOut.toLowerCase();
    let quote: ReturnType<typeof quoteSwap>;
    try {
      quote = quoteSwap({
        tokenIn,
        tokenOut,
        ...(query.amount !== undefined && { amount: BigInt(query.amount) }),
        ...(query.amountOut !== undefined && { amountOut: BigInt(query.amountOut) }),
        ...(query.slippage !== undefined && { slippageBps: query.slippage }),
        pools: pools.poolsFor(routable(tokenIn), routable(tokenOut)),
        wrappedNative: registry.wrappedNative,
        decimals: (a) => pools.token(a)?.decimals,
      });
    } catch (e) {
      if (e instanceof QuoteError) throw new ApiError(e.code, e.message);
      throw e;
    }
    const { pools: _route, ...publicQuote } = quote;
    const metadata = { ...quote.metadata, routerAddress: registry.contracts.router };
    if (!query.buildTx) return { ...publicQuote, metadata };
    const transaction = buildSwapTransaction({
      quote,
      exact: query.amount !== undefined ? 'in' : 'out',
      tokenIn,
      tokenOut,
      user: query.userAddress!.toLowerCase(),
      router: registry.contracts.router,
      wrappedNative: registry.wrappedNative,
      deadline: (await deadlineNow(chain, ctx.clock())) + SWAP_DEADLINE_SECONDS,
      gasPrice: FALLBACK_GAS_PRICE_WEI,
    });
    return { ...publicQuote, metadata, transaction: await withChainGas(chain, transaction, quote.pools.length) };
  });
}
