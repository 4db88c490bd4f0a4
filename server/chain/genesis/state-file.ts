/**
 * Anvil's state dump as the file `--load-state` reads. WHY it is edited: Anvil keeps every
 * transaction's call traces in it, three quarters of a dump (630 MB of 860 for the local world) and
 * the time to load it, while nothing here reads them; each `"traces":[…]` becomes `"traces":[]`.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createRpc } from './rpc';

const TRACES = Buffer.from('"traces":');
const [QUOTE, BACKSLASH, OPEN, CLOSE, OPEN_OBJECT, CLOSE_OBJECT] = [0x22, 0x5c, 0x5b, 0x5d, 0x7b, 0x7d];

/** Where the JSON value starting at `start` ends (exclusive), minding strings and their escapes. */
function valueEnd(json: Buffer, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN || c === OPEN_OBJECT) depth++;
    else if ((c === CLOSE || c === CLOSE_OBJECT) && --depth === 0) return i + 1;
  }
  throw new Error('a traces value does not end');
}

/** The dump without its traces. Exported for its test. */
export function withoutTraces(json: Buffer): Buffer {
  const out = Buffer.allocUnsafe(json.length);
  let written = 0;
  let read = 0;
  for (let at = json.indexOf(TRACES, read); at >= 0; at = json.indexOf(TRACES, read)) {
    const value = at + TRACES.length;
    written += json.copy(out, written, read, value);
    written += out.write('[]', written);
    read = valueEnd(json, value);
  }
  written += json.copy(out, written, read);
  return out.subarray(0, written);
}

/** Writes the chain's state where `--load-state` reads it, replacing any earlier file only once complete. */
export async function dumpChainState(rpcUrl: string, path: string) {
  const [dump] = (await createRpc(rpcUrl)([{ method: 'anvil_dumpState', params: [] }])) as string[];
  writeFileSync(`${path}.partial`, withoutTraces(gunzipSync(Buffer.from(dump!.slice(2), 'hex'))));
  renameSync(`${path}.partial`, path);
}
