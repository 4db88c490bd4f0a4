/**
 * The local deployment on a private Anvil: every contract lands where the address book says, wired to
 * the others, and deploying again changes nothing. Also: the generated build is not older than the
 * Solidity it came from.
 */
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredAuctionAbi, launchFactoryAbi, uniswapV2Router02Abi } from '../../interface/contracts/abis';
import { addressBook } from '../../interface/contracts/address-book';
import { AUCTION_MINIMUM_BID_WEI, AUCTION_RAISE_PERCENT } from '../../interface/market/auction';
import { deployLocalContracts } from './deploy';
import { contractsSourceHash, predictAddresses, readLocalBytecode } from './deployment';
import { startPrivateChain } from './private-chain';

const book = addressBook(31337);

describe('the generated build', () => {
  it("is built from today's contracts/src (else run 'npm run contracts:build')", () => {
    expect(readLocalBytecode().sourceHash).toBe(contractsSourceHash());
  });

  it('gives the addresses the address book holds', () => {
    expect(predictAddresses(readLocalBytecode())).toEqual(book);
  });
});

describe('deploying on a fresh chain', () => {
  let chain: Awaited<ReturnType<typeof startPrivateChain>>;
  beforeAll(async () => {
    chain = await startPrivateChain();
  }, 60_000);
  afterAll(() => chain?.stop());

  it('puts each contract at its address, wired to the others, once', async () => {
    const first = await deployLocalContracts(chain.url);
    expect(first.deployed).toEqual([
      'weth',
      'uniswapV2Factory',
      'uniswapV2Router02',
      'launchFactory',
      'featuredAuction',
      'usdc',
      'usdt',
    ]);
    const client = createPublicClient({ transport: http(chain.url) });
    const read = <T>(address: `0x${string}`, abi: readonly unknown[], functionName: string) =>
      client.readContract({ address, abi: abi as never, functionName: functionName as never }) as Promise<T>;
    expect(await read(book.uniswapV2Router02, uniswapV2Router02Abi, 'factory')).toBe(book.uniswapV2Factory);
    expect(await read(book.uniswapV2Router02, uniswapV2Router02Abi, 'WETH')).toBe(book.weth);
    expect(await read(book.launchFactory, launchFactoryAbi, 'uniswapFactory')).toBe(book.uniswapV2Factory);
    expect(await read(book.launchFactory, launchFactoryAbi, 'feeRecipient')).toBe(book.feeRecipient);
    expect(await read(book.featuredAuction, featuredAuctionAbi, 'launches')).toBe(book.launchFactory);
    // The bid rule the app shows before it asks the contract (interface/market/auction.ts) is the contract's.
    expect(await read(book.featuredAuction, featuredAuctionAbi, 'MINIMUM_BID')).toBe(AUCTION_MINIMUM_BID_WEI);
    expect(await read(book.featuredAuction, featuredAuctionAbi, 'RAISE_PERCENT')).toBe(AUCTION_RAISE_PERCENT);
    expect((await deployLocalContracts(chain.url)).deployed).toEqual([]);
  }, 60_000);
});
