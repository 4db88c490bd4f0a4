/**
 * The indexer's log reads, of what is ours only (Ponder's "factory" pattern): the launch factory, the
 * featured auction and Uniswap's factory by their addresses, then the children they made (our
 * launched tokens, our pairs) by address lists. A read by topic alone would pay for everyone's
 * traffic on the chain, and anyone can fill a block with more logs than a provider answers.
 *
 * Children learnt inside a range are read in that same range: the factories' logs come first, what
 * they announce joins the lists, and only then are the children's logs read. A token launched in
 * block N and transferred in N + 1 of one range is not missed.
 */
import { type Address, formatLog, type Hash, type Log, type PublicClient, toHex } from 'viem';
import { chunks } from '../../interface/chunks';
import type { AddressBook } from '../../interface/contracts/address-book';
import { isAddressListRefused } from '../../interface/rpc-errors';
import { decodeChainEvent, PAIR_TOPICS, ROOT_TOPICS, TOKEN_TOPICS } from './chain-events';

/**
 * Most addresses one eth_getLogs names. Geth (and op-geth, Base's node, and the forks built on it)
 * refuses more than 1,000 ("exceed max addresses"); Ponder stops listing a factory's children at
 * 1,000 too (above that it reads by topic, which we refuse to do: see the file's comment). 1,000
 * addresses make a 45 KB request body, well under what any provider accepts. A node that refuses a
 * list ("exceed max addresses", "too many addresses") is asked again with lists half as long.
 */
const ADDRESSES_PER_READ = 1_000;

/** Where one read looks: a range of blocks, or one block by its hash (that block of that fork, or an error). */
export type LogScope = { fromBlock: bigint; toBlock: bigint } | { blockHash: Hash };

/** The addresses the index follows: launched tokens, and pairs (launched tokens' and the registry's). */
interface Followed {
  tokens: Iterable<string>;
  pairs: Iterable<string>;
}

/** Runs a read with the retries the caller chose (rpc-backoff.ts). */
type Retry = <T>(read: () => Promise<T>) => Promise<T>;

const lower = (a: string) => a.toLowerCase();

/** The registry's tokens (wrapped ETH and the stablecoins): a pair of two of them is followed for the swap service. */
export function registryTokensOf(book: AddressBook): Set<string> {
  const { usdc, usdt } = book.stablecoins;
  return new Set([book.weth, usdc, usdt].filter((token) => token !== undefined).map(lower));
}

/**
 * Uniswap's factory makes everyone's pairs on a real chain. The swap service routes only through
 * pairs of registry tokens (and launched tokens' pairs with wrapped ETH, which join at graduation):
 * any other pair is someone else's.
 */
export function isRegistryPair(registry: ReadonlySet<string>, token0: string, token1: string): boolean {
  return registry.has(lower(token0)) && registry.has(lower(token1));
}

/** The children the factories' logs announce: launched tokens, graduated tokens' pairs and registry pairs. */
function childrenIn(roots: Log[], book: AddressBook, registry: ReadonlySet<string>) {
  const tokens: string[] = [];
  const pairs: string[] = [];
  for (const log of roots) {
    const event = decodeChainEvent(log);
    const emitter = lower(log.address);
    if (!event) continue;
    if (emitter === lower(book.launchFactory) && event.eventName === 'Launched') {
      tokens.push(lower((event.args as { token: Address }).token));
    } else if (emitter === lower(book.launchFactory) && event.eventName === 'Graduated') {
      pairs.push(lower((event.args as { pair: Address }).pair));
    } else if (emitter === lower(book.uniswapV2Factory) && event.eventName === 'PairCreated') {
      const [token0, token1, pair] = event.args as unknown as readonly [Address, Address, Address];
      if (isRegistryPair(registry, token0, token1)) pairs.push(lower(pair));
    }
  }
  return { tokens, pairs };
}

const byPosition = (a: Log, b: Log) =>
  a.blockNumber === b.blockNumber ? a.logIndex! - b.logIndex! : a.blockNumber! < b.blockNumber! ? -1 : 1;

export function createLogReader(options: { client: PublicClient; book: AddressBook; addressesPerRead?: number }) {
  const { client, book } = options;
  let perRead = options.addressesPerRead ?? ADDRESSES_PER_READ;
  const registry = registryTokensOf(book);
  const roots = [book.launchFactory, book.featuredAuction, book.uniswapV2Factory].map(lower);

  async function getLogs(retry: Retry, scope: LogScope, address: string[], topics: Hash[]): Promise<Log[]> {
    const where =
      'blockHash' in scope
        ? { blockHash: scope.blockHash }
        : { fromBlock: toHex(scope.fromBlock), toBlock: toHex(scope.toBlock) };
    // Raw, since viem's getLogs builds its topics from one event of an ABI; we ask for several.
    const raw = await retry(() =>
      client.request({
        method: 'eth_getLogs',
        params: [{ ...where, address: address as Address[], topics: [topics] }],
      }),
    );
    return raw.map((log) => formatLog(log)) as Log[];
  }

  /**
   * Every log of ours in the scopes (a range, blocks by hash, or both), in chain order: the factories'
   * logs of all of them first, then their children's, with what the factories announced.
   */
  return async function readOurLogs(scopes: LogScope[], followed: Followed, retry: Retry): Promise<Log[]> {
    /** Every scope's logs of the addresses with the topics, in lists of perRead, shortened while a node refuses them. */
    const read = async (addresses: string[], topics: Hash[]): Promise<Log[]> => {
      for (;;) {
        try {
          const lists = chunks(addresses, perRead);
          const reads = scopes.flatMap((scope) => lists.map((list) => getLogs(retry, scope, list, topics)));
          return (await Promise.all(reads)).flat();
        } catch (error) {
          if (!isAddressListRefused(error) || perRead === 1) throw error;
          perRead = Math.ceil(perRead / 2);
        }
      }
    };
    const rootLogs = await read(roots, ROOT_TOPICS);
    const learnt = childrenIn(rootLogs, book, registry);
    const children = await Promise.all([
      read([...new Set([...followed.tokens, ...learnt.tokens])], TOKEN_TOPICS),
      read([...new Set([...followed.pairs, ...learnt.pairs])], PAIR_TOPICS),
    ]);
    return [...rootLogs, ...children.flat()].sort(byPosition);
  };
}
