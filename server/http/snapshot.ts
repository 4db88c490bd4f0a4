import { gzipSync } from 'node:zlib';
import type { Clock } from '../clock';

/** Below this, compressing an answer saves less on the wire than it costs. */
const GZIP_FROM_BYTES = 16 * 1024;

/** Whether a request's `Accept-Encoding` takes gzip (listed, or `*`, and not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return (coding === 'gzip' || coding === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * A response body serialized ahead of time, and encoded once: routes return it as is, and every
 * request that serves it writes the same bytes (a 700 KB string was encoded again per request).
 * A large one is also gzipped once, on the first request that accepts it (browsers all do): the
 * pairs list, 700 KB, is then a tenth of that to write, per request.
 */
export class JsonText {
  readonly bytes: Uint8Array<ArrayBuffer>;
  #gzipped: Uint8Array<ArrayBuffer> | undefined;
  constructor(text: string) {
    this.bytes = new TextEncoder().encode(text);
  }

  /** The gzipped bytes, when the body is large enough to be worth it. */
  get gzipped(): Uint8Array<ArrayBuffer> | undefined {
    if (this.bytes.byteLength < GZIP_FROM_BYTES) return undefined;
    this.#gzipped ??= new Uint8Array(gzipSync(this.bytes));
    return this.#gzipped;
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
