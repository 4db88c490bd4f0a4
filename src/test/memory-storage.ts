import type { KeyValueStorage } from '@/lib/storage';

/**
 * A `Storage` in memory for unit tests: what localStorage would hold, visible as `data`. Shaped like
 * wagmi's storage too (`getItem`, `setItem`, `removeItem`), so a wagmi config can persist into it.
 */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
