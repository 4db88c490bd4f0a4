// `npm start`: the local chain (Anvil), the local launch and swap services plus the production build of
// the app, then one line with the URL to open. Ctrl-C (or SIGTERM) stops everything. Works offline.
//
// Ports follow the services' own variables (LAUNCH_PORT, SWAP_PORT, HOST), APP_PORT for the app and
// CHAIN_PORT for the chain; every other variable (DATABASE_PATH, SIMULATE, VITE_*…) passes through
// unchanged. A chain 31337 that already answers on CHAIN_PORT is used as it is and left running.
import { startAnvil } from './anvil.mjs';
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

let chain;
let stack;
let stopping = false;
async function shutdown(reason, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping…`);
  await stack?.stop();
  await chain?.stop();
  process.exit(exitCode);
}
// While starting, a signal aborts the start-up, which stops whatever had already started.
const starting = new AbortController();
const onSignal = (name) => (stack ? void shutdown(name) : starting.abort(new Error(name)));
process.on('SIGINT', () => onSignal('Ctrl-C'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

try {
  chain = await startAnvil({ host, port: port('CHAIN_PORT', 8545), signal: starting.signal });
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
