// A local chain for a benchmark, as `npm start` has one: Anvil loaded from the genesis (our contracts,
// the real Uniswap V2 and the seeded market's blocks), on a port of the caller's, never reused. With
// it come the variables that point the app's build and the services at it, so that the app reads the
// chain (the chart's candles, the live market) rather than falling back to the database's figures.
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { LOCAL_CHAIN_ID, startAnvil } from '../anvil.mjs';

/**
 * Starts the chain and returns it (`url`, `stop()`), with `servicesEnv` for the services and `appEnv`
 * for the app's build (set by the caller into process.env before building).
 */
export async function startGenesisChain({ host = '127.0.0.1', port, log }) {
  const { ensureGenesis } = await tsImport('../../server/chain/genesis/cache.ts', import.meta.url);
  const { genesisStatePath } = await tsImport('../../server/chain/genesis/files.ts', import.meta.url);
  const genesis = await ensureGenesis({ dataDir: resolve(process.env.CHAIN_DATA_DIR ?? '.data/chain'), log });
  const chain = await startAnvil({
    host,
    port,
    args: ['--load-state', genesisStatePath(genesis)],
    readyTimeoutMs: 180_000,
    reuse: false,
    log,
  });
  return {
    ...chain,
    servicesEnv: { RPC_URL: chain.url, GENESIS_DIR: genesis },
    appEnv: { VITE_RPC_URL: chain.url, VITE_CHAIN_ID: String(LOCAL_CHAIN_ID), VITE_WALLETCONNECT_PROJECT_ID: '' },
  };
}
