/**
 * Anvil's state dump as the file `--load-state` reads. WHY it is edited: Anvil keeps every
 * transaction's call traces in it, three quarters of a dump (630 MB of 860 for the local world) and
 * the time to load it, while nothing here reads them; each `"traces":[…]` becomes `"traces":[]`.
 * WHY as a stream: the whole dump unzipped and edited at once held the process for tens of seconds,
 * while the genesis's first index, which runs beside it, waited, and its progress line stood still.
 */
import { createWriteStream, renameSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { createRpc } from './rpc';

const TRACES = Buffer.from('"traces":');
const [QUOTE, BACKSLASH, OPEN, CLOSE, OPEN_OBJECT, CLOSE_OBJECT] = [0x22, 0x5c, 0x5b, 0x5d, 0x7b, 0x7d];
const EMPTY = Buffer.from('[]');

/**
 * The dump's text, chunk by chunk, without its traces: `strip(chunk)` returns what can be written
 * so far, `end()` the rest (and throws if a traces value never ended). Chunks may split anything,
 * the `"traces":` key and the escapes of a string included.
 */
export function createTracesStripper() {
  /** The end of the last chunk that could begin `"traces":`, held until the next one. */
  let held = Buffer.alloc(0);
  /** Inside a traces value: how deep, and whether inside a string or just after its backslash. */
  let skipping = false;
  let depth = 0;
  let inString = false;
  let escaped = false;

  /** Skips the value from `from`; returns where it ends (exclusive), or -1 if it goes on past `text`. */
  function skip(text: Buffer, from: number): number {
    for (let i = from; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN || c === OPEN_OBJECT) depth++;
      else if ((c === CLOSE || c === CLOSE_OBJECT) && --depth === 0) return i + 1;
    }
    return -1;
  }

  function strip(chunk: Buffer): Buffer {
    const text = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    const out: Buffer[] = [];
    let read = 0;
    while (read < text.length) {
      if (skipping) {
        const end = skip(text, read);
        if (end < 0) return Buffer.concat(out);
        skipping = false;
        read = end;
        continue;
      }
      const at = text.indexOf(TRACES, read);
      if (at < 0) {
        // The last bytes may be the start of a key that the next chunk ends.
        const keep = Math.max(read, text.length - (TRACES.length - 1));
        out.push(text.subarray(read, keep));
        held = Buffer.from(text.subarray(keep));
        break;
      }
      const value = at + TRACES.length;
      out.push(text.subarray(read, value), EMPTY);
      skipping = true;
      depth = 0;
      inString = false;
      escaped = false;
      read = value;
    }
    return Buffer.concat(out);
  }

  function end(): Buffer {
    if (skipping) throw new Error('a traces value does not end');
    return held;
  }

  return { strip, end };
}

/** The dump without its traces, all at once. Exported for its test. */
export function withoutTraces(json: Buffer): Buffer {
  const stripper = createTracesStripper();
  return Buffer.concat([stripper.strip(json), stripper.end()]);
}

function tracesStripping(): Transform {
  const stripper = createTracesStripper();
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, stripper.strip(chunk));
    },
    flush(done) {
      try {
        done(null, stripper.end());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** Writes the chain's state where `--load-state` reads it, replacing any earlier file only once complete. */
export async function dumpChainState(rpcUrl: string, path: string) {
  const [dump] = (await createRpc(rpcUrl)([{ method: 'anvil_dumpState', params: [] }])) as string[];
  const zipped = Buffer.from(dump!.slice(2), 'hex');
  await pipeline(
    Readable.from([zipped]),
    // Chunks of 1 MB: each is edited in a few ms, between which the index and the timers run.
    createGunzip({ chunkSize: 1 << 20 }),
    tracesStripping(),
    createWriteStream(`${path}.partial`),
  );
  renameSync(`${path}.partial`, path);
}
