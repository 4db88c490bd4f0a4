/**
 * `npm run services`: the local launch and swap services on one SQLite database. On a chain that holds
 * our contracts (what `npm start` runs) the database is that chain's index, caught up before the
 * services answer and followed after, and (unless SIMULATE=0) the seed's traders keep trading on it;
 * on a local chain without them, a database-only world is seeded instead, which stands still. Any
 * other chain (CHAIN_ID, its book from DEPLOYMENTS_DIR) is indexed only: never seeded nor simulated.
 */
import { createServices, startServices } from './app';
import { loadAddressBook } from './chain/address-books';
import { startFromGenesisIndex } from './chain/genesis/files';
import { dropStaleLocalIndex, indexLocalChain } from './chain/local-index';
import { servicesChain } from './chain/services-chain';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/seed';
import { startSimulation } from './simulate/simulate';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A setting refused with its reason (CONFIRMATIONS at or above the undo window): a line, not a stack.
  console.error((error as Error).message);
  process.exit(1);
}
let book: ReturnType<typeof loadAddressBook>;
let chain: Awaited<ReturnType<typeof servicesChain>>;
try {
  book = loadAddressBook(config.chainId, config.deploymentsDir);
  chain = await servicesChain(config, book);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { local, onChain } = chain;
if (local && onChain && (await dropStaleLocalIndex(config.databasePath, config.rpcUrl))) {
  console.log(`The chain no longer holds the blocks ${config.databasePath} indexed: indexing it anew.`);
}
if (local && onChain && startFromGenesisIndex(config.databasePath, config.genesisDir)) {
  console.log(`${config.databasePath} starts as the genesis's index: only what came after it is read.`);
}
const built = createServices(config);

let following: { stop(): void } | undefined;
if (onChain) {
  following = await indexLocalChain(
    built.ctx,
    { rpcUrl: config.rpcUrl, book, confirmations: config.confirmations, genesisDir: config.genesisDir },
    console.log,
  );
} else {
  const seeded = seedIfEmpty(built.ctx.ingest, built.ctx.db, built.registry, { seed: config.seed, now: systemClock() });
  if (seeded) console.log(`Seeded ${config.databasePath}: ${seeded.tokens} tokens, ${seeded.trades} trades`);
}

const services = await startServices(built, config);
let simulation: Awaited<ReturnType<typeof startSimulation>>;
try {
  simulation =
    config.simulate && local && onChain
      ? await startSimulation(built.ctx, {
          rpcUrl: config.rpcUrl,
          book,
          busyToken: config.busyToken,
          // bench:busy-token reads this line to know which token's page to open.
          onBusyToken: (address) => console.log(`Busy token: ${address} trades every 1–2 s (BUSY_TOKEN).`),
        })
      : undefined;
} catch (error) {
  console.error((error as Error).message);
  await services.close();
  process.exit(1);
}
if (config.busyToken && !simulation) console.log('BUSY_TOKEN is ignored: the simulated traders are off.');

if (!config.turnstileSecret) {
  console.log(`Human checks are off: chat posts pass only with the development token (TURNSTILE_DEV_TOKEN).`);
}
console.log(`Launch service ready at ${services.launchUrl}`);
console.log(`Swap service ready at ${services.swapUrl}`);
if (onChain) console.log(`Following the chain at ${config.rpcUrl}: any trade sent to it shows.`);
console.log(
  simulation ? 'Simulated traders are trading on the chain (SIMULATE=0 turns them off).' : 'Simulated activity is off.',
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the services…`);
  following?.stop();
  simulation?.stop();
  // Every write is its own committed transaction, so closing the database after the servers loses nothing.
  await services.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
