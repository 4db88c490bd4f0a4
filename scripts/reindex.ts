/**
 * `npm run reindex`: rebuilds the services' database (DATABASE_PATH) from the chain at RPC_URL, keeping
 * its chat, referrals, token metadata, uploads and sessions (server/chain/reindex.ts). Stop the
 * services first. `-- --drop-orphans` leaves out the chat and metadata of tokens that chain does not
 * hold, instead of refusing.
 */
import { ReindexRefused, reindex } from '../server/chain/reindex';
import { loadConfig } from '../server/config';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--drop-orphans');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}: the only one is --drop-orphans.`);
  process.exit(2);
}
const config = loadConfig();
try {
  await reindex({ ...config, dropOrphans: args.includes('--drop-orphans'), log: console.log });
} catch (error) {
  if (!(error instanceof ReindexRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
