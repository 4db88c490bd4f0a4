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
import { buildApp, startLocalStack } from './lib/local-stack.mjs';

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name}=${process.env[name]} is not a port number`);
    process.exit(1);
  }
  return value;
};

const host = process.env.HOST ?? '127.0.0.1';
console.log(
  'Starting the local chain and services and building the app (the first run also builds the chain’s history)…',
);

const chainDataDir = resolve(process.env.CHAIN_DATA_DIR ?? '.data/chain');
const lastState = join(chainDataDir, 'state.json');
const lastStateGenesis = join(chainDataDir, 'state.genesis');

/** Anvil's arguments: the state it was stopped in, when that grew from this genesis, else the genesis. */
async function chainState(log, signal) {
  const { ensureGenesis } = await tsImport('../server/chain/genesis/cache.ts', import.meta.url);
  const { genesisStatePath } = await tsImport('../server/chain/genesis/files.ts', import.meta.url);
  const genesis = await ensureGenesis({ dataDir: chainDataDir, log, signal });
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

const started = performance.now();
const chainPort = port('CHAIN_PORT', 8545);
const [launchPort, swapPort, appPort] = [port('LAUNCH_PORT', 8787), port('SWAP_PORT', 8788), port('APP_PORT', 4173)];
// The app talks to these services and, through the wallet, to this chain, unless the caller points
// it elsewhere on purpose. Known before anything runs, so the app builds while the chain gets ready.
process.env.VITE_LAUNCH_API_URL ??= `http://${host}:${launchPort}`;
process.env.VITE_SWAP_API_URL ??= `http://${host}:${swapPort}`;
process.env.VITE_RPC_URL ??= `http://${host}:${chainPort}`;
const appBuilt = buildApp();
appBuilt.catch(() => {}); // awaited (and reported) by startLocalStack

try {
  const running = (await probeChainId(`http://${host}:${chainPort}`)) !== undefined;
  const state = running ? undefined : await chainState((line) => console.log(line), starting.signal);
  chain = await startAnvil({
    host,
    port: chainPort,
    signal: starting.signal,
    args: state?.args ?? [],
    readyTimeoutMs: 180_000,
  });
  // The services take the genesis's chat and referrals into a new database.
  if (state && !chain.reused) process.env.GENESIS_DIR ??= state.genesis;
  // The services index this chain and check smart-contract wallets' signatures on it.
  process.env.RPC_URL ??= chain.url;
  stack = await startLocalStack({
    host,
    launchPort,
    swapPort,
    appPort,
    appBuilt,
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

const seconds = Math.round((performance.now() - started) / 1000);
console.log(`\n  ➜  Launchdeck is running: open ${stack.appUrl}   (ready in ${seconds} s; Ctrl-C to stop)\n`);
