import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import {
  type AppChainBuild,
  type AppChainInputs,
  deploymentRecordPath,
  LOCAL_CHAIN_ID,
  resolveAppChain,
} from './app-chain.ts';

/** The module the app imports its chain from (src/lib/address-book.ts and src/lib/app-chain.ts only). */
const APP_CHAIN_MODULE = 'virtual:app-chain';
const RESOLVED_ID = `\0${APP_CHAIN_MODULE}`;

const DEFAULT_DEPLOYMENTS_DIR = fileURLToPath(new URL('../../interface/contracts/deployments', import.meta.url));
const LOCAL_ADDRESSES_FILE = fileURLToPath(new URL('../../interface/contracts/addresses.ts', import.meta.url));

/** The virtual module's source: the chain's definition and its address book. */
export function appChainModuleSource({ chain, book }: AppChainBuild): string {
  const bookExport = book
    ? `export const book = ${JSON.stringify(book)};`
    : // The local chain's book stays the generated module, so `npm run contracts:build` reaches the dev server.
      `export { LOCAL_ADDRESSES as book } from ${JSON.stringify(LOCAL_ADDRESSES_FILE)};`;
  return `export const chain = ${JSON.stringify(chain)};\n${bookExport}\n`;
}

/**
 * The app's chain from the build's environment (build, dev server and the app's tests alike):
 * VITE_CHAIN_ID picks it, DEPLOYMENTS_DIR (default interface/contracts/deployments) holds its
 * deployment record. A chain without a record fails the build with the file expected and
 * `npm run deploy` (app-chain.ts). The app's tests always run on the local chain.
 */
export function appChain(): Plugin {
  let inputs: AppChainInputs | undefined;
  return {
    name: 'launchdeck:app-chain',
    config(userConfig, { mode }) {
      const root = resolve(userConfig.root ?? process.cwd());
      const env = loadEnv(mode, userConfig.envDir ? resolve(root, userConfig.envDir) : root, [
        'VITE_CHAIN_ID',
        'VITE_RPC_URL',
        'DEPLOYMENTS_DIR',
      ]);
      const dir = env.DEPLOYMENTS_DIR?.trim();
      inputs = {
        chainId: process.env.VITEST ? String(LOCAL_CHAIN_ID) : env.VITE_CHAIN_ID,
        rpcUrl: env.VITE_RPC_URL,
        deploymentsDir: dir ? resolve(root, dir) : DEFAULT_DEPLOYMENTS_DIR,
      };
      // Resolved now, so that a chain without a record stops `vite` and `vite build` before anything runs.
      const { chain } = resolveAppChain(inputs);
      // WHY: src/app/env.ts reads VITE_CHAIN_ID from import.meta.env, which Vite loads after this hook
      // (process.env first). Writing the chain resolved here makes both readings one: a blank value, or
      // the tests' forced local chain, cannot give the app one chain id and another chain's book.
      process.env.VITE_CHAIN_ID = String(chain.id);
    },
    resolveId(id) {
      return id === APP_CHAIN_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID || !inputs) return undefined;
      const built = resolveAppChain(inputs);
      // Read again at each load: the dev server picks up a record `npm run deploy` rewrote.
      if (built.book) this.addWatchFile(deploymentRecordPath(inputs.deploymentsDir, built.chain.id));
      return appChainModuleSource(built);
    },
  };
}
