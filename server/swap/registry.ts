import { readFileSync } from 'node:fs';
import { encodePacked, getCreate2Address, keccak256 } from 'viem';
import { addressSchema } from '../../interface/common';
import { addressBook } from '../../interface/contracts/address-book';
import { z } from '../../interface/zod';

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
  /** The stablecoin whose pair with wrapped ETH prices ETH in USD. */
  usdReference: lower,
  tokens: z.array(z.object({ address: lower, symbol: z.string(), name: z.string(), decimals: z.int() })),
});

export type Registry = z.infer<typeof registrySchema>;

/** Replaces each '@name' (or '@group.name') string with that entry of the chain's address book. */
function fromAddressBook(value: unknown, chainId: number): unknown {
  if (typeof value === 'string' && value.startsWith('@')) {
    const found = value
      .slice(1)
      .split('.')
      .reduce<unknown>((entry, key) => (entry as Record<string, unknown> | undefined)?.[key], addressBook(chainId));
    if (typeof found !== 'string') throw new Error(`${value} is not in the address book of chain ${chainId}`);
    return found;
  }
  if (Array.isArray(value)) return value.map((item) => fromAddressBook(item, chainId));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromAddressBook(item, chainId)]));
  }
  return value;
}

/** The official token registry of a chain: a file in the repository, one per chain. */
export function loadRegistry(chainId: number): Registry {
  const file = new URL(`./registries/${chainId}.json`, import.meta.url);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No token registry for chain ${chainId}: add server/swap/registries/${chainId}.json`);
  }
  return registrySchema.parse(fromAddressBook(JSON.parse(text), chainId));
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
