/**
 * The e2e chain seen from Node, for every spec: a client, Anvil's JSON-RPC methods, a wallet of a
 * Development account, and the transaction an account sent with a given nonce (what the app had
 * the wallet send, read back from the chain, not from the page).
 */
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  parseEther,
  type Transaction,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { DEVELOPMENT_ACCOUNTS, expect } from './fixtures';
import { E2E_URLS } from './stack';

export const e2eChain = defineChain({
  id: LOCAL_CHAIN_ID,
  name: 'e2e chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [E2E_URLS.chain] } },
});
export const chainClient = createPublicClient({ chain: e2eChain, transport: http(E2E_URLS.chain) });

export const walletOf = (account: number) =>
  createWalletClient({
    account: privateKeyToAccount(DEVELOPMENT_ACCOUNTS[account]!.key),
    chain: e2eChain,
    transport: http(E2E_URLS.chain),
  });

/**
 * Anvil's own methods (its clock, mining), from Node's fetch rather than a test's request context:
 * after a timeout Playwright has closed that one by the time a `finally` runs, and a chain setting
 * (automine) must come back whatever happened.
 */
export async function anvil(method: string, params: unknown[] = []) {
  const response = await fetch(E2E_URLS.chain, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

export const nonceOf = (account: number) =>
  chainClient.getTransactionCount({ address: DEVELOPMENT_ACCOUNTS[account]!.address, blockTag: 'latest' });

/** The mined transaction `account` sent with `nonce`, looked for in the newest blocks. */
export async function minedTransaction(account: number, nonce: number, depth = 50): Promise<Transaction> {
  const from = DEVELOPMENT_ACCOUNTS[account]!.address.toLowerCase();
  const latest = await chainClient.getBlockNumber({ cacheTime: 0 });
  for (let number = latest; number >= 0n && number > latest - BigInt(depth); number--) {
    const block = await chainClient.getBlock({ blockNumber: number, includeTransactions: true });
    const found = block.transactions.find((tx) => tx.from.toLowerCase() === from && tx.nonce === nonce);
    if (found) return found;
  }
  throw new Error(`no transaction of account ${account} with nonce ${nonce} in the last ${depth} blocks`);
}

/** A fresh key of the test's own, funded by Anvil: no Development account's nonce or balance is shared. */
export async function fundedWallet(eth = '10') {
  const account = privateKeyToAccount(generatePrivateKey());
  await anvil('anvil_setBalance', [account.address, toHex(parseEther(eth))]);
  return createWalletClient({ account, chain: e2eChain, transport: http(E2E_URLS.chain) });
}

/** An hour from the later of the latest block's time and ours: Anvil stamps a new block with the wall clock. */
export async function hourFromNow() {
  const { timestamp } = await chainClient.getBlock({ blockTag: 'latest' });
  const now = BigInt(Math.floor(Date.now() / 1000));
  return (timestamp > now ? timestamp : now) + 3600n;
}

/** The receipt of `hash` (on the e2e chain, unless `client` reads another), which must have succeeded. */
export async function minedOk(hash: Hash, client: Pick<typeof chainClient, 'waitForTransactionReceipt'> = chainClient) {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status, `transaction ${hash}`).toBe('success');
  return receipt;
}
