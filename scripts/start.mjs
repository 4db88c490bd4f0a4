// `npm start`: the local chain (Anvil), the local launch and swap services plus the production build of
// the app, then one line with the URL to open. Ctrl-C (or SIGTERM) stops everything. Works offline.
//
// Ports follow the services' own variables (LAUNCH_PORT, SWAP_PORT, HOST), APP_PORT for the app and
// CHAIN_PORT for the chain; every other variable (DATABASE_PATH, SIMULATE, VITE_*…) passes through
// unchanged. A chain 31337 that already answers on CHAIN_PORT is used as it is and left running.
//
// The chain starts from its genesis (the seed's history as transactions, built once and kept in
// CHAIN_DATA_DIR, default .data/chain) or, when it is from the same genesis, from the state it had
// when it was last stopped, which Ctrl-C writes there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { probeChainId, startAnvil } from './anvil.mjs';
import { startLocalStack } from './lib/local-stack.mjs';

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name}=${process.env[name]} is not a port number`);
    process.exit(1);
  }
  return value;
};

const host = process.env.HOST ?? '127.0.0.1';
console.log('Starting the local chain and services and building the app (the first run also seeds the database)…');

const chainDataDir = resolve(process.env.CHAIN_DATA_DIR ?? '.data/chain');
const lastState = join(chainDataDir, 'state.json');
const lastStateGenesis = join(chainDataDir, 'state.genesis');
const genesisCache = () => tsImport('../server/chain/genesis/cache.ts', import.meta.url);

/** Anvil's arguments: the state it was stopped in, when that grew from this genesis, else the genesis. */
async function chainState(log) {
  const { ensureGenesis, genesisStatePath } = await genesisCache();
  const genesis = await ensureGenesis({ dataDir: chainDataDir, log });
  const resumes =
    existsSync(lastState) && existsSync(lastStateGenesis) && readFileSync(lastStateGenesis, 'utf8') === genesis;
  return { genesis, args: ['--load-state', resumes ? lastState : genesisStatePath(genesis)] };
}

/** Keeps the chain's state for the next start (the chain's own dump; a chain killed outright loses it). */
async function saveChainState() {
  if (!chain || chain.reused || !process.env.GENESIS_DIR) return;
  try {
    const { dumpChainState } = await tsImport('../server/chain/genesis/state-file.ts', import.meta.url);
    await dumpChainState(chain.url, lastState);
    writeFileSync(lastStateGenesis, process.env.GENESIS_DIR);
  } catch (error) {
    console.error(`Could not keep the chain's state (${error.message}): the next start begins from its genesis.`);
  }
}

let chain;
let stack;
let stopping = false;
async function shutdown(reason, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping…`);
  await stack?.stop();
  await saveChainState();
  await chain?.stop();
  process.exit(exitCode);
}
// While starting, a signal aborts the start-up, which stops whatever had already started.
const starting = new AbortController();
const onSignal = (name) => (stack ? void shutdown(name) : starting.abort(new Error(name)));
process.on('SIGINT', () => onSignal('Ctrl-C'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

try {
  const chainPort = port('CHAIN_PORT', 8545);
  const running = (await probeChainId(`http://${host}:${chainPort}`)) !== undefined;
  const state = running ? undefined : await chainState((line) => console.log(line));
  chain = await startAnvil({
    host,
    port: chainPort,
    signal: starting.signal,
    args: state?.args ?? [],
    readyTimeoutMs: 180_000,
  });
  // The services take the genesis's chat and referrals into a new database.
  if (state && !chain.reused) process.env.GENESIS_DIR ??= state.genesis;
  // The app's wallet talks to this chain unless the caller points it elsewhere on purpose.
  process.env.VITE_RPC_URL ??= chain.url;
  // And the services check smart-contract wallets' signatures on it.
  process.env.RPC_URL ??= chain.url;
  stack = await startLocalStack({
    host,
    launchPort: port('LAUNCH_PORT', 8787),
    swapPort: port('SWAP_PORT', 8788),
    appPort: port('APP_PORT', 4173),
    onServicesOutput: (line) => line && console.log(`  [services] ${line}`),
    signal: starting.signal,
  });
} catch (error) {
  await chain?.stop();
  if (starting.signal.aborted) {
    console.log(`\n${error.message}: stopped before the app was ready.`);
    process.exit(0);
  }
  console.error(`\nCould not start Launchdeck: ${error.message}`);
  console.error('Is another copy already running? Stop it, or set LAUNCH_PORT / SWAP_PORT / APP_PORT / CHAIN_PORT.');
  process.exit(1);
}

stack.servicesExited.then(() => {
  if (!stopping) void shutdown('The services stopped unexpectedly', 1);
});
chain.exited.then(() => {
  if (!stopping) void shutdown('The local chain stopped unexpectedly', 1);
});

console.log(`\n  ➜  Launchdeck is running: open ${stack.appUrl}   (Ctrl-C to stop)\n`);
