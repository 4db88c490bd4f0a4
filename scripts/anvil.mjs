// The local chain: finds the Anvil binary, or installs it, and says what it does; starts it for `npm start`.
// Order: ANVIL_PATH, an `anvil` on PATH, the one in tools/anvil; when none, `npm install` in tools/anvil
// (scripts/lib/foundry-tool.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foundryTool } from './lib/foundry-tool.mjs';

const anvil = foundryTool('anvil');

/** Anvil's default chain id: the app's `VITE_CHAIN_ID` default and the development wallet's chain. */
export const LOCAL_CHAIN_ID = 31337;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * A folder of its own for the states an Anvil writes to disk, removed once it has stopped. WHY: past a
 * few hundred blocks Anvil writes each block's whole state to disk (about 300 kB per empty block, tens
 * of MB on the genesis's chain), by default into ~/.foundry/anvil/tmp, and leaves it there after it
 * stops, even on SIGTERM: this session's Anvils (tests, e2e runs, a bench) left 65 GB there and filled
 * the disk. Keeping the states in memory instead (--prune-history, --max-persisted-states 0) grew
 * Anvil's memory by about 70 kB a block, unbounded.
 */
export function anvilStateFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'launchdeck-anvil-'));
  return { args: ['--cache-path', dir], remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The Anvil already on this machine (ANVIL_PATH, PATH, tools/anvil), installing nothing; synchronous. */
export const installedAnvil = () => anvil.installed();

/** The Anvil binary's absolute path; installs it in tools/anvil when there is none. */
export const findAnvil = () => anvil.find();

/** The chain id a JSON-RPC endpoint answers with; undefined when nothing listens, 'not-rpc' for anything else. */
export async function probeChainId(url) {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(2000),
    });
  } catch {
    return undefined;
  }
  try {
    const { result } = await response.json();
    return typeof result === 'string' ? Number(BigInt(result)) : 'not-rpc';
  } catch {
    return 'not-rpc';
  }
}

/**
 * Starts Anvil on `host:port` (chain 31337, funded default accounts, no output), or reuses the chain
 * that already answers there, and resolves once it answers JSON-RPC. Returns its `url`, whether it was
 * `reused`, `stop()` (a no-op for a reused chain) and `exited`, which resolves if the started Anvil
 * stops by itself. Aborting `signal` while starting stops it. `args` go to Anvil as they are (the
 * genesis's mining flags, a state to load, which takes longer than `readyTimeoutMs`' default).
 * `reuse: false` refuses a chain that already answers (a private chain must be its caller's alone).
 */
/** The error when another process holds the port; `code` says so to a caller that can pick another. */
const portTaken = (message) => Object.assign(new Error(message), { code: 'PORT_TAKEN' });

export async function startAnvil({
  host = '127.0.0.1',
  port = 8545,
  signal,
  log = console.log,
  args: extra = [],
  readyTimeoutMs = 20_000,
  reuse = true,
} = {}) {
  const url = `http://${host}:${port}`;
  const existing = await probeChainId(url);
  if (existing === LOCAL_CHAIN_ID && reuse) {
    log(`anvil: a chain ${LOCAL_CHAIN_ID} already answers on ${url}: using it (and leaving it running)`);
    return { url, reused: true, stop: async () => {}, exited: new Promise(() => {}) };
  }
  if (existing !== undefined) {
    if (existing === LOCAL_CHAIN_ID) throw portTaken(`${url} is taken by another chain ${LOCAL_CHAIN_ID}, not shared`);
    const what = existing === 'not-rpc' ? 'something that is not a JSON-RPC node' : `a node of chain ${existing}`;
    throw portTaken(`${url} is taken by ${what}, not a local chain ${LOCAL_CHAIN_ID}`);
  }

  const binary = await findAnvil();
  log(`anvil: starting ${binary} on ${url} (chain ${LOCAL_CHAIN_ID})`);
  const states = anvilStateFolder();
  const args = [
    '--host',
    host,
    '--port',
    String(port),
    '--chain-id',
    String(LOCAL_CHAIN_ID),
    '--silent',
    ...states.args,
    ...extra,
  ];
  // detached: a process group of its own, so that stop() also reaches a wrapper's child (npm's bin.mjs).
  const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  let exit;
  const exited = new Promise((done) =>
    child.once('exit', (code, sig) => {
      exit = code ?? sig;
      states.remove();
      done();
    }),
  );
  child.once('error', (error) => {
    exit = error.message;
    states.remove();
  });

  const stop = async () => {
    if (exit !== undefined || child.pid === undefined) return;
    const kill = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {}
    };
    kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]))) kill('SIGKILL');
  };

  signal?.addEventListener('abort', () => void stop(), { once: true });
  const deadline = Date.now() + readyTimeoutMs;
  while ((await probeChainId(url)) !== LOCAL_CHAIN_ID) {
    let why;
    if (exit !== undefined) why = `Anvil stopped (${exit})${stderr.trim() ? `: ${stderr.trim()}` : ''}`;
    else if (Date.now() > deadline) why = `Anvil did not answer on ${url} within ${readyTimeoutMs / 1000} s`;
    if (why || signal?.aborted) {
      await stop();
      throw signal?.aborted ? signal.reason : new Error(why);
    }
    await sleep(200);
  }
  // The chain that answered is another one if this Anvil could not take the port (it exits at once).
  if (exit !== undefined) throw portTaken(`Anvil stopped (${exit}) while ${url} answered: the port was taken`);
  return { url, reused: false, stop, exited };
}
