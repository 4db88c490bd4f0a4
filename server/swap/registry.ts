import { readFileSync } from 'node:fs';
import { encodePacked, getCreate2Address, keccak256 } from 'viem';
import { addressSchema } from '../../interface/common';
import type { AddressBook } from '../../interface/contracts/address-book';
import { z } from '../../interface/zod';
import { loadAddressBook } from '../chain/address-books';

const lower = z.pipe(
  addressSchema,
  z.transform((a: string) => a.toLowerCase()),
);

const registrySchema = z.object({
  chainId: z.int(),
  listName: z.string(),
  contracts: z.object({
    factory: lower,
    router: lower,
    pairInitCodeHash: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
  }),
  wrappedNative: lower,
  /** The stablecoin whose pair with wrapped ETH prices ETH in USD; null on a chain deployed without one. */
  usdReference: z.nullable(lower),
  tokens: z.array(z.object({ address: lower, symbol: z.string(), name: z.string(), decimals: z.int() })),
});

export type Registry = z.infer<typeof registrySchema>;

/** The address book's entry a '@name' (or '@group.name') string names, or undefined. */
const entryOf = (reference: string, book: AddressBook): unknown =>
  reference
    .slice(1)
    .split('.')
    .reduce<unknown>((entry, key) => (entry as Record<string, unknown> | undefined)?.[key], book);

/** Whether `value` names an entry the book lacks: a stablecoin of a chain deployed without it. */
const lacking = (value: unknown, book: AddressBook) =>
  typeof value === 'string' && value.startsWith('@') && entryOf(value, book) === undefined;

/**
 * Without a stablecoin the book lacks: its token is not listed, and without USDC nothing prices ETH
 * in dollars (usdReference null: the services show ETH amounts).
 */
function withoutLacking(registry: { tokens: { address: unknown }[]; usdReference: unknown }, book: AddressBook) {
  return {
    ...registry,
    tokens: registry.tokens.filter((t) => !lacking(t.address, book)),
    usdReference: lacking(registry.usdReference, book) ? null : registry.usdReference,
  };
}

/** Replaces each '@name' (or '@group.name') string with that entry of the chain's address book. */
function fromAddressBook(value: unknown, book: AddressBook): unknown {
  if (typeof value === 'string' && value.startsWith('@')) {
    const found = entryOf(value, book);
    if (typeof found !== 'string') throw new Error(`${value} is not in the address book of chain ${book.chainId}`);
    return found;
  }
  if (Array.isArray(value)) return value.map((item) => fromAddressBook(item, book));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromAddressBook(item, book)]));
  }
  return value;
}

/**
 * The official token registry of a chain: server/swap/registries/<chainId>.json when the repository
 * has one, else the registry of a chain deployed by `npm run deploy` (deployed.json: WETH and the
 * stablecoins its deployment record names), each '@name' read from the chain's address book.
 */
export function loadRegistry(chainId: number, book: AddressBook = loadAddressBook(chainId)): Registry {
  const read = (name: string) => readFileSync(new URL(`./registries/${name}.json`, import.meta.url), 'utf8');
  let text: string;
  try {
    text = read(String(chainId));
  } catch {
    text = read('deployed');
  }
  return registrySchema.parse({
    ...(fromAddressBook(withoutLacking(JSON.parse(text), book), book) as object),
    chainId,
  });
}

/** The Uniswap V2 pair address of two tokens: what the factory's CREATE2 gives, so it matches the chain. */
export function pairAddress(registry: Registry, a: string, b: string): string {
  const [token0, token1] = [a.toLowerCase(), b.toLowerCase()].sort() as [`0x${string}`, `0x${string}`];
  return getCreate2Address({
    from: registry.contracts.factory as `0x${string}`,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: registry.contracts.pairInitCodeHash as `0x${string}`,
  }).toLowerCase();
}
