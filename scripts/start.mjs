// `npm start`: the local launch and swap services plus the production build of the app, then one line
// with the URL to open. Ctrl-C (or SIGTERM) stops everything. Works offline.
//
// Ports follow the services' own variables (LAUNCH_PORT, SWAP_PORT, HOST) and APP_PORT for the app;
// every other variable (DATABASE_PATH, SIMULATE, VITE_*…) passes through unchanged.
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
console.log('Starting the local services and building the app (the first run also seeds the database)…');

let stack;
let stopping = false;
async function shutdown(reason, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping…`);
  await stack?.stop();
  process.exit(exitCode);
}
// While starting, a signal aborts the start-up, which stops whatever had already started.
const starting = new AbortController();
const onSignal = (name) => (stack ? void shutdown(name) : starting.abort(new Error(name)));
process.on('SIGINT', () => onSignal('Ctrl-C'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

try {
  stack = await startLocalStack({
    host,
    launchPort: port('LAUNCH_PORT', 8787),
    swapPort: port('SWAP_PORT', 8788),
    appPort: port('APP_PORT', 4173),
    onServicesOutput: (line) => line && console.log(`  [services] ${line}`),
    signal: starting.signal,
  });
} catch (error) {
  if (starting.signal.aborted) {
    console.log(`\n${error.message}: stopped before the app was ready.`);
    process.exit(0);
  }
  console.error(`\nCould not start Launchdeck: ${error.message}`);
  console.error('Is another copy already running on these ports? Stop it, or set LAUNCH_PORT / SWAP_PORT / APP_PORT.');
  process.exit(1);
}

stack.servicesExited.then(() => {
  if (!stopping) void shutdown('The services stopped unexpectedly', 1);
});

console.log(`\n  ➜  Launchdeck is running: open ${stack.appUrl}   (Ctrl-C to stop)\n`);
