/**
 * A token of a test's own, launched from Node by a fresh funded key, so that no other spec's trades
 * move the prices the test watches; and trades on it from Node, as another trader's would land.
 */
import type { APIRequestContext } from '@playwright/test';
import { type Hex, keccak256, parseEther, parseEventLogs, toHex } from 'viem';
import { NATIVE_ADDRESS } from '../interface/common';
import { launchFactoryAbi, uniswapV2Router02Abi } from '../interface/contracts/abis';
import { addressBook } from '../interface/contracts/address-book';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { fundedWallet, hourFromNow, minedOk } from './chain';
import { expect } from './fixtures';
import { E2E_URLS } from './stack';

const book = addressBook(LOCAL_CHAIN_ID);

type Wallet = Awaited<ReturnType<typeof fundedWallet>>;

/** Launches `ticker` with a first buy of `firstBuy` ETH, and waits until the services know it. */
export async function launchOwnToken(request: APIRequestContext, name: string, ticker: string, firstBuy = '0.01') {
  const creator = await fundedWallet('100');
  const receipt = await minedOk(
    await creator.writeContract({
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'launch',
      args: [name, ticker, keccak256(toHex(`${name} ${Date.now()}`)), 0n, await hourFromNow()],
      value: parseEther(firstBuy),
    }),
  );
  const [launched] = parseEventLogs({ abi: launchFactoryAbi, eventName: 'Launched', logs: receipt.logs });
  const address = launched!.args.token.toLowerCase() as Hex;
  await expect
    .poll(async () => (await request.get(`${E2E_URLS.launch}/api/token?address=${address}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  return { address, ticker, creator };
}

/** Another trader's buy of `eth` on the token's curve, mined. */
export async function buyOnCurve(token: Hex, eth: string, trader?: Wallet) {
  const wallet = trader ?? (await fundedWallet('100'));
  return minedOk(
    await wallet.writeContract({
      address: book.launchFactory,
      abi: launchFactoryAbi,
      functionName: 'buy',
      args: [token, 0n, await hourFromNow()],
      value: parseEther(eth),
    }),
  );
}

/** Another trader's buy of `eth` on the token's Uniswap V2 pair, through Router02, mined. */
export async function buyOnPair(token: Hex, eth: string) {
  const wallet = await fundedWallet('100');
  return minedOk(
    await wallet.writeContract({
      address: book.uniswapV2Router02,
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [book.weth, token], wallet.account.address, await hourFromNow()],
      value: parseEther(eth),
    }),
  );
}

/** A token of the test's own that has graduated: launched, bought to the end of its curve, on its pair. */
export async function graduatedOwnToken(request: APIRequestContext, name: string, ticker: string) {
  const token = await launchOwnToken(request, name, ticker);
  // More than the curve holds: the rest comes back, and the token graduates to its pair.
  await buyOnCurve(token.address, '10', token.creator);
  // The swap service quotes the pair once the indexer has the graduation.
  await expect
    .poll(
      async () => {
        const quote = await request.get(`${E2E_URLS.swap}/api/quote`, {
          params: { tokenIn: NATIVE_ADDRESS, tokenOut: token.address, amount: parseEther('0.01').toString() },
        });
        return quote.status();
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  return token;
}
