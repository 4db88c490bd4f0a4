import type { Clock } from '../clock';
import { JsonText } from './snapshot';

const MAX_ENTRIES = 1000;
/** Time alone changes some answers (metric windows slide, the featured day turns): never serve older. */
const MAX_AGE_MS = 1000;

interface Entry {
  at: number;
  version: number;
  body: JsonText;
}

/**
 * Answers of read endpoints, kept until the data changes (ingest's version moves) or a second
 * passes. Traders poll the same lists and tokens; this turns the common request into a lookup.
 */
export function createResponseCache(clock: Clock, version: () => number) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string): JsonText | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.version === version() && clock() - e.at < MAX_AGE_MS) return e.body;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: unknown): JsonText {
      const body = value instanceof JsonText ? value : new JsonText(JSON.stringify(value));
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { at: clock(), version: version(), body });
      return body;
    },
  };
}
