import type { Clock } from '../clock';

/**
 * A response body serialized ahead of time, and encoded once: routes return it as is, and every
 * request that serves it writes the same bytes (a 700 KB string was encoded again per request).
 */
export class JsonText {
  readonly bytes: Uint8Array<ArrayBuffer>;
  constructor(text: string) {
    this.bytes = new TextEncoder().encode(text);
  }
}

/**
 * A whole-list answer (pairs, the token list) computed once and served until the data it reads
 * changes (`version`) or `maxAgeMs` passes (for what time alone changes, such as 24 h volumes).
 * Every client reads these lists in full; recomputing them per request would cost far more.
 */
export function snapshot(clock: Clock, maxAgeMs: number, version: () => string, compute: () => unknown) {
  let at = Number.NEGATIVE_INFINITY;
  let seen = '';
  let body = new JsonText('null');
  return (): JsonText => {
    const now = clock();
    const current = version();
    if (current !== seen || now - at >= maxAgeMs || now < at) {
      body = new JsonText(JSON.stringify(compute()));
      at = now;
      seen = current;
    }
    return body;
  };
}
