/**
 * `npm run services`: the local launch and swap services on one SQLite database, seeded when new,
 * with live simulated activity unless SIMULATE=0.
 */
import { createServices, startServices } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/seed';
import { startSimulation } from './simulate/simulate';

const config = loadConfig();
const built = createServices(config);

const seeded = seedIfEmpty(built.ctx.ingest, built.ctx.db, built.registry, { seed: config.seed, now: systemClock() });
if (seeded) console.log(`Seeded ${config.databasePath}: ${seeded.tokens} tokens, ${seeded.trades} trades`);

const services = await startServices(built, config);
const simulation = config.simulate ? startSimulation(built.ctx, built.registry) : undefined;

if (!config.turnstileSecret) {
  console.log(`Human checks are off: chat posts pass only with the development token (TURNSTILE_DEV_TOKEN).`);
}
console.log(`Launch service ready at ${services.launchUrl}`);
console.log(`Swap service ready at ${services.swapUrl}`);
console.log(simulation ? 'Simulated live activity is on (SIMULATE=0 turns it off).' : 'Simulated activity is off.');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the services…`);
  simulation?.stop();
  // Every write is its own committed transaction, so closing the database after the servers loses nothing.
  await services.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
