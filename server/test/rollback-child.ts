/**
 * A child process for the rollback crash test: opens the database at argv[2], follows the chain at
 * argv[3] (which has dropped some indexed blocks, so the first read rolls back), and, after argv[4]
 * undo statements inside the rollback's transaction, says `paused` on stdout and blocks for good,
 * so that the parent kills it with SIGKILL exactly there.
 */
import { addressBook } from '../../interface/contracts/address-book';
import { createIndexer } from '../chain/indexer';
import { openDatabase } from '../db/open';
import { createIngest } from '../ingest/ingest';
import { loadRegistry } from '../swap/registry';

const [path, rpcUrl, pauseAfter] = process.argv.slice(2) as [string, string, string];
const db = openDatabase(path);
const ingest = createIngest(db, { wrappedNative: loadRegistry(31337).wrappedNative });
const indexer = createIndexer(db, ingest, {
  rpcUrl,
  book: addressBook(31337),
  confirmations: 0,
  onUndoStep: (done) => {
    if (done !== Number(pauseAfter)) return;
    // Pipes are written synchronously on Linux: the parent reads this before the wait below begins.
    process.stdout.write('paused\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
});
await indexer.syncOnce();
process.stdout.write('finished without pausing\n');
