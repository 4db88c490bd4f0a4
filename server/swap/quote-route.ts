import { NATIVE_ADDRESS } from '../../interface/common';
import type { ServiceContext } from '../context';
import { ApiError } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { QuoteError, quoteSwap } from '../market/quote';
import { buildSwapTransaction, SWAP_DEADLINE_SECONDS } from '../market/router-tx';
import type { Pools } from './pools';
import type { Registry } from './registry';

type Route = ReturnType<typeof createServiceApp>['route'];

/** Until the local chain reports its own, transactions carry a fixed 1 gwei gas price. */
const GAS_PRICE_WEI = 1_000_000_000n;

export function quoteRoutes(route: Route, ctx: ServiceContext, registry: Registry, pools: Pools) {
  const routable = (a: string) => (a === NATIVE_ADDRESS ? registry.wrappedNative : a);

  route('quote', ({ query }) => {
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
      deadline: BigInt(Math.floor(ctx.clock() / 1000)) + SWAP_DEADLINE_SECONDS,
      gasPrice: GAS_PRICE_WEI,
    });
    return { ...publicQuote, metadata, transaction };
  });
}
