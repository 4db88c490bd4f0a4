/**
 * Which deployment a database indexes (meta `deployment`): the chain and our contracts' addresses,
 * written when a new index starts. A database started on another record, or on a new deployment after
 * the contracts changed (CREATE2 puts new code at new addresses), would mix two worlds' events and
 * cursors: it is refused, and `npm run reindex` rebuilds it for the deployment named.
 */
import type { AddressBook } from '../../interface/contracts/address-book';
import type { Db } from '../db/open';
import type { Ingest } from '../ingest/ingest';
import { ChainMismatchError } from './indexer';

/** The deployment as the database names it: what the indexer's reads depend on. */
function deploymentIdOf(book: AddressBook): string {
  return [
    `chain ${book.chainId}`,
    `LaunchFactory ${book.launchFactory}`,
    `FeaturedAuction ${book.featuredAuction}`,
    `Uniswap V2 factory ${book.uniswapV2Factory}`,
  ]
    .join(', ')
    .toLowerCase();
}

/**
 * Notes the book's deployment in a database that names none yet (a new one, or one indexed before
 * databases named theirs); throws a ChainMismatchError asking for `npm run reindex` when it names another.
 */
export function claimDeployment(db: Db, ingest: Ingest, book: AddressBook): void {
  const held = db.prepare("SELECT value FROM meta WHERE key = 'deployment'").pluck().get() as string | undefined;
  const wanted = deploymentIdOf(book);
  if (held === undefined) ingest.indexedDeployment(wanted);
  else if (held !== wanted) {
    throw new ChainMismatchError(
      `The database indexes another deployment (${held}) than the address book names (${wanted}): another deployment record, or a new deployment after the contracts changed. Run \`npm run reindex\` to rebuild the market data from this deployment.`,
    );
  }
}
