/**
 * A read-only client of the app's chain for the page's own reads (a token's price history), created
 * on first use, without any wallet. WHY: those reads need no account, and waiting for the wallet layer
 * (wagmi and RainbowKit, ~190 kB gzip, loaded once the page has settled) kept the chart's candles back
 * 5–6 s on a phone. Only lazily loaded chunks import it: viem's client stays out of the first load.
 */
import { type Client, createClient, http } from 'viem';
import { env } from '@/app/env';
import { appChainDefinition, appRpcUrl } from '@/lib/app-chain';

let client: Client | undefined;

export function chainReadClient(): Client {
  // A local node that is not running fails fast instead of three retries per read (as the wallet's).
  client ??= createClient({
    chain: appChainDefinition,
    transport: http(appRpcUrl, env.isLocalChain ? { retryCount: 0 } : {}),
  });
  return client;
}
