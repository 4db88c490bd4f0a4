/**
 * The profile's reads from the chain, through the wallet layer's client (loaded on arrival, connected
 * or not). WHY `wagmi/actions` on demand: a static import would pull wagmi into the page's chunk.
 * Every log read goes through lib/log-pages: bounded ranges, newest first, down to the address
 * book's first block.
 */
import { launchFactoryAbi, launchTokenAbi, uniswapV2PairAbi } from '@interface/contracts/abis';
import type { Address, PublicClient } from 'viem';
import type { Config } from 'wagmi';
import { addressBook } from '@/lib/address-book';
import { addressChunks } from '@/lib/address-chunks';
import { type LogPosition, readLogPage } from '@/lib/log-pages';
import { pairAddress } from '@/lib/pair-address';
import { withRpcRetry } from '@/lib/rpc-retry';
import type { TokenState } from '../lib/holdings';
import type { PairSwap, TokenTransfer } from '../lib/pair-trades';
import type { ProfileTrade } from '../lib/trades';
import type { EthUsdRate } from '../lib/valuation';
import { readKept } from './kept-logs';

const actions = () => import('wagmi/actions');
const lower = (a: string) => a.toLowerCase();

async function clientOf(config: Config, chainId: number): Promise<PublicClient> {
  const { getPublicClient } = await actions();
  const client = getPublicClient(config, { chainId });
  if (!client) throw new Error('No client for the app’s chain.');
  return client as PublicClient;
}

const startOf = (chainId: number) => BigInt(addressBook(chainId).startBlock);

/** Every log a read finds from `latest` (the latest block unless given) down to `floor`, in bounded ranges. */
async function readAll<T extends LogPosition>(
  client: PublicClient,
  chainId: number,
  read: (range: { fromBlock: bigint; toBlock: bigint }) => Promise<readonly T[]>,
  signal?: AbortSignal,
  at: { latest?: bigint; floor?: bigint } = {},
): Promise<T[]> {
  const latest = at.latest ?? (await client.getBlockNumber({ cacheTime: 0 }));
  const page = await readLogPage({
    read,
    from: { block: latest },
    floor: at.floor ?? startOf(chainId),
    limit: Number.POSITIVE_INFINITY,
    signal,
  });
  return page.items;
}

/** Every token our factory launched, up to `latest`: the factory's Launched events, kept between reads. */
async function readOurTokens(
  client: PublicClient,
  chainId: number,
  latest: bigint,
  signal?: AbortSignal,
): Promise<Address[]> {
  const launches = await readKept(`${chainId}:launched`, { start: startOf(chainId), latest }, (floor) =>
    readAll(
      client,
      chainId,
      (range) =>
        client.getContractEvents({
          address: addressBook(chainId).launchFactory,
          abi: launchFactoryAbi,
          eventName: 'Launched',
          ...range,
        }),
      signal,
      { latest, floor },
    ),
  );
  return [...new Set(launches.flatMap((log) => (log.args.token ? [lower(log.args.token) as Address] : [])))];
}

/**
 * The transfers of our launched tokens into and out of `address` (two reads by the indexed topics, per
 * list of at most 500 tokens), kept between reads. WHY the tokens are named: a read by topic alone
 * brings every token's transfers to the address, and anyone can send it thousands of a spam token's.
 */
export async function readTransfers(
  config: Config,
  chainId: number,
  address: Address,
  signal?: AbortSignal,
): Promise<TokenTransfer[]> {
  const client = await clientOf(config, chainId);
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const tokens = addressChunks(await readOurTokens(client, chainId, latest, signal));
  const read = (args: { to: Address } | { from: Address }) =>
    readKept(
      `${chainId}:${lower(address)}:${'to' in args ? 'into' : 'out of'}`,
      { start: startOf(chainId), latest },
      async (floor) => {
        const pages = await Promise.all(
          tokens.map((list) =>
            readAll(
              client,
              chainId,
              (range) =>
                client.getContractEvents({ address: list, abi: launchTokenAbi, eventName: 'Transfer', args, ...range }),
              signal,
              { latest, floor },
            ),
          ),
        );
        return pages.flat();
      },
    );
  const [into, outOf] = await Promise.all([read({ to: address }), read({ from: address })]);
  const seen = new Set<string>();
  const transfers: TokenTransfer[] = [];
  for (const log of [...into, ...outOf]) {
    // A transfer to oneself comes in both reads.
    const key = `${log.transactionHash}:${log.logIndex}`;
    if (seen.has(key) || !log.args.from || !log.args.to || log.args.value === undefined) continue;
    seen.add(key);
    transfers.push({
      token: lower(log.address),
      from: lower(log.args.from),
      to: lower(log.args.to),
      value: log.args.value,
      blockNumber: log.blockNumber,
      logIndex: log.logIndex,
      txHash: log.transactionHash,
    });
  }
  return transfers;
}

/** The address's trades on the bonding curve: the factory's `Trade` events by trader. */
export async function readCurveTrades(
  config: Config,
  chainId: number,
  address: Address,
  signal?: AbortSignal,
): Promise<ProfileTrade[]> {
  const client = await clientOf(config, chainId);
  const factory = addressBook(chainId).launchFactory;
  const logs = await readAll(
    client,
    chainId,
    (range) =>
      client.getContractEvents({
        address: factory,
        abi: launchFactoryAbi,
        eventName: 'Trade',
        args: { trader: address },
        ...range,
      }),
    signal,
  );
  return logs.flatMap((log) => {
    const { token, isBuy, tokenAmount, ethAmount } = log.args;
    if (!token || isBuy === undefined || tokenAmount === undefined || ethAmount === undefined) return [];
    return [
      {
        token: lower(token),
        market: 'curve' as const,
        side: isBuy ? ('buy' as const) : ('sell' as const),
        eth: ethAmount,
        tokens: tokenAmount,
        blockNumber: log.blockNumber,
        logIndex: log.logIndex,
        txHash: log.transactionHash,
      },
    ];
  });
}

/**
 * The `Swap` events of the given pairs in the blocks where the address moved tokens with them: one
 * read per pair and block (the transfers say exactly where to look).
 */
export async function readPairSwaps(
  config: Config,
  chainId: number,
  wanted: readonly { pair: string; blockNumber: bigint }[],
): Promise<PairSwap[]> {
  if (wanted.length === 0) return [];
  const client = await clientOf(config, chainId);
  const unique = [...new Map(wanted.map((w) => [`${w.pair}:${w.blockNumber}`, w])).values()];
  // One block each: bounded by itself; a rate limit or a timeout is waited out like any log read's.
  const found = await Promise.all(
    unique.map(({ pair, blockNumber }) =>
      withRpcRetry(() =>
        client.getContractEvents({
          address: pair as Address,
          abi: uniswapV2PairAbi,
          eventName: 'Swap',
          fromBlock: blockNumber,
          toBlock: blockNumber,
        }),
      ),
    ),
  );
  return found.flat().map((log) => ({
    pair: lower(log.address),
    amount0In: log.args.amount0In ?? 0n,
    amount1In: log.args.amount1In ?? 0n,
    amount0Out: log.args.amount0Out ?? 0n,
    amount1Out: log.args.amount1Out ?? 0n,
    txHash: log.transactionHash,
  }));
}

export interface ChainHoldings {
  states: TokenState[];
  rate: EthUsdRate | null;
  block: bigint;
}

/**
 * For every token: launched by our factory, the address's balance and the supply; and the
 * wrapped-ETH / USDC pair's reserves that price ETH in dollars. One Multicall3 call at one block,
 * run deployless (the local chain has no multicall contract).
 */
export async function readChainHoldings(
  config: Config,
  chainId: number,
  address: Address,
  tokens: readonly string[],
): Promise<ChainHoldings> {
  const { readContracts, getBlockNumber } = await actions();
  const book = addressBook(chainId);
  const block = await getBlockNumber(config, { chainId, cacheTime: 0 });
  // A chain deployed without USDC has no dollar price: values show in ETH.
  const usdc = book.stablecoins.usdc;
  const usdPair = usdc && (pairAddress(book.uniswapV2Factory, book.weth, usdc) as Address);
  const perToken = tokens.flatMap((token) => {
    const at = { chainId, address: token as Address, abi: launchTokenAbi } as const;
    return [
      {
        chainId,
        address: book.launchFactory,
        abi: launchFactoryAbi,
        functionName: 'isLaunched',
        args: [token as Address],
      },
      { ...at, functionName: 'balanceOf', args: [address] },
      { ...at, functionName: 'totalSupply' },
    ] as const;
  });
  const at = { blockNumber: block, deployless: true, allowFailure: true } as const;
  // Two calls at the same block: the pair's three reads and the tokens' (one Multicall3 call each).
  const [pricing, results] = await Promise.all([
    usdc && usdPair
      ? readContracts(config, {
          contracts: [
            { chainId, address: usdPair, abi: uniswapV2PairAbi, functionName: 'getReserves' },
            { chainId, address: usdPair, abi: uniswapV2PairAbi, functionName: 'token0' },
            { chainId, address: usdc, abi: launchTokenAbi, functionName: 'decimals' },
          ],
          ...at,
        })
      : Promise.resolve([]),
    perToken.length === 0 ? Promise.resolve([]) : readContracts(config, { contracts: perToken, ...at }),
  ]);
  const value = (i: number) => (results[i]?.status === 'success' ? results[i].result : undefined);
  const states = tokens.map((token, i) => {
    const base = i * 3;
    const launched = value(base) === true;
    const balance = value(base + 1);
    const supply = value(base + 2);
    return {
      token: lower(token),
      // A token whose reads fail (not an ERC-20 after all) is not listed.
      launched: launched && typeof balance === 'bigint' && typeof supply === 'bigint',
      balance: typeof balance === 'bigint' ? balance : 0n,
      totalSupply: typeof supply === 'bigint' ? supply : 0n,
    };
  });
  const [reserves, token0, decimals] = pricing.map((r) => (r.status === 'success' ? r.result : undefined));
  return { states, rate: rateOf(reserves, token0, decimals, book.weth), block };
}

/** USD a wei from the pair's reserves; null when the pair is missing or its reads failed. */
function rateOf(reserves: unknown, token0: unknown, decimals: unknown, weth: string): EthUsdRate | null {
  if (!Array.isArray(reserves) || typeof token0 !== 'string' || typeof decimals !== 'number') return null;
  const [r0, r1] = reserves as [bigint, bigint];
  const wethIsToken0 = lower(token0) === lower(weth);
  const [eth, usd] = wethIsToken0 ? [r0, r1] : [r1, r0];
  return eth > 0n ? { usd, eth, decimals } : null;
}

export interface LaunchedToken {
  token: string;
  name: string;
  symbol: string;
  blockNumber: bigint;
  txHash: `0x${string}`;
}

/** The tokens `creator` launched, newest first: the factory's `Launched` events by creator. */
export async function readLaunchedBy(
  config: Config,
  chainId: number,
  creator: Address,
  signal?: AbortSignal,
): Promise<LaunchedToken[]> {
  const client = await clientOf(config, chainId);
  const factory = addressBook(chainId).launchFactory;
  const logs = await readAll(
    client,
    chainId,
    (range) =>
      client.getContractEvents({
        address: factory,
        abi: launchFactoryAbi,
        eventName: 'Launched',
        args: { creator },
        ...range,
      }),
    signal,
  );
  return logs.flatMap((log) =>
    log.args.token
      ? [
          {
            token: lower(log.args.token),
            name: log.args.name ?? '',
            symbol: log.args.symbol ?? '',
            blockNumber: log.blockNumber,
            txHash: log.transactionHash,
          },
        ]
      : [],
  );
}

/** The times (ms) of the given blocks, for the activity page on screen. */
export async function readBlockTimes(
  config: Config,
  chainId: number,
  blocks: readonly bigint[],
): Promise<Map<string, number>> {
  const { getBlock } = await actions();
  const unique = [...new Set(blocks.map(String))];
  const found = await Promise.all(
    unique.map((n) => getBlock(config, { chainId, blockNumber: BigInt(n) }).then((b) => Number(b.timestamp) * 1000)),
  );
  return new Map(unique.map((n, i) => [n, found[i]!]));
}
