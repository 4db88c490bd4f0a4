import { env } from '@/app/env';

/**
 * A link to the configured block explorer, or undefined where there is none (the local chain has no
 * explorer): callers then show the hash or address as text.
 */
export function explorerLink(kind: 'tx' | 'address', value: string, base = env.explorerUrl): string | undefined {
  return base ? `${base}/${kind}/${encodeURIComponent(value)}` : undefined;
}
