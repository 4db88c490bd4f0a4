import { appExplorerUrl } from '@/lib/address-book';

/**
 * A link to the chain's block explorer (VITE_EXPLORER_URL, else viem's for the chain), or undefined
 * where there is none (the local chain has no explorer): callers then show the hash or address as text.
 */
export function explorerLink(kind: 'tx' | 'address', value: string, base = appExplorerUrl): string | undefined {
  return base ? `${base}/${kind}/${encodeURIComponent(value)}` : undefined;
}
