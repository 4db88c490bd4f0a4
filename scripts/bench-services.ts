/**
 * `npm run bench:services`: fills a throwaway database with 10,000 tokens and 1,000,000 trades through
 * ingest, starts the services on it (rate limits off: this measures throughput, not the limits), loads
 * each main read at 10 concurrent keep-alive connections and prints requests/s, p50 and p99.
 * Goals on this machine: every p99 under 20 ms; ingest above 50,000 trades/s. Beside the latencies, the
 * server's CPU time per request (from /proc, on Linux): what a request costs, which other work on a
 * shared machine moves far less than it moves latencies.
 * BENCH_CACHE=on|off runs only that half (both by default).
 * BENCH_TOKENS / BENCH_TRADES change the size; BENCH_ONLY=<part of a name> loads only matching endpoints.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open';
import { createIngest, type Ingest } from '../server/ingest/ingest';
import { seedHistory } from '../server/seed/seed';
import { loadRegistry } from '../server/swap/registry';
import { type LoadTarget, load } from './bench/load';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const TRADES = Number(process.env.BENCH_TRADES ?? 1_000_000);
const LAUNCH_PORT = 18_787;
const SWAP_PORT = 18_788;
const NATIVE = '0x0000000000000000000000000000000000000000';

/**
 * Measures the time spent inside ingest only, not in generating the history: every event call, plus
 * what `batch` does after its callback returns (the deferred writes and the commit).
 */
function timed(ingest: Ingest) {
  let ms = 0;
  let depth = 0;
  /** Times a call, less the time its callback (history generation) takes; nested calls count once. */
  const time =
    (fn: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const started = performance.now();
      let outside = 0;
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = () => {
          const inner = performance.now();
          depth--;
          try {
            return last();
          } finally {
            depth++;
            outside += performance.now() - inner;
          }
        };
      }
      depth++;
      try {
        return fn(...args);
      } finally {
        depth--;
        if (depth === 0) ms += performance.now() - started - outside;
      }
    };
  const wrapped = Object.fromEntries(
    Object.entries(ingest).map(([name, fn]) => [name, time(fn as (...args: unknown[]) => unknown)]),
  ) as Ingest;
  return { ingest: wrapped, seconds: () => ms / 1000 };
}

function fill(path: string) {
  const db = openDatabase(path);
  const registry = loadRegistry(31337);
  const measured = timed(createIngest(db, { wrappedNative: registry.wrappedNative }));
  const started = performance.now();
  const summary = seedHistory(measured.ingest, db, registry, {
    seed: 7,
    now: Date.now(),
    scale: { tokens: TOKENS, trades: TRADES },
  });
  const total = (performance.now() - started) / 1000;
  const seconds = measured.seconds();
  const pick = <T>(sql: string) => db.prepare(sql).get() as T;
  const sample = {
    token: pick<{ address: string }>('SELECT address FROM tokens ORDER BY trade_count DESC LIMIT 1').address,
    graduated: pick<{ address: string }>(
      'SELECT address FROM tokens WHERE is_graduated = 1 ORDER BY market_cap DESC LIMIT 1',
    ).address,
    chatty: pick<{ address: string }>(
      'SELECT t.address FROM chat_messages c JOIN tokens t ON t.id = c.token_id GROUP BY c.token_id ORDER BY count(*) DESC LIMIT 1',
    ).address,
    batch: (db.prepare('SELECT address FROM tokens ORDER BY random() LIMIT 50').all() as { address: string }[]).map(
      (r) => r.address,
    ),
  };
  db.close();
  return { summary, seconds, total, sample };
}

function startServices(path: string, responseCache: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_PATH: path,
      SIMULATE: '0',
      RATE_LIMITS: 'off',
      RESPONSE_CACHE: responseCache ? 'on' : 'off',
      LAUNCH_PORT: String(LAUNCH_PORT),
      SWAP_PORT: String(SWAP_PORT),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Swap service ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`services exited with ${code}:\n${out}`)));
  });
}

function targets(s: ReturnType<typeof fill>['sample']): LoadTarget[] {
  const launch = `http://127.0.0.1:${LAUNCH_PORT}`;
  const swap = `http://127.0.0.1:${SWAP_PORT}`;
  return [
    { name: 'token list (newest)', url: `${launch}/api/tokens` },
    {
      name: 'token list (filters, page 3)',
      url: `${launch}/api/tokens?status=funding&socials=twitter&marketCapMin=5&txCountMin=1&sortBy=mcap-high&page=3`,
    },
    { name: 'token list (search)', url: `${launch}/api/tokens?search=pepe` },
    { name: 'trending 5m', url: `${launch}/api/tokens?sortBy=trending&timeframe=5m` },
    { name: 'single token', url: `${launch}/api/token?address=${s.token}` },
    { name: 'batch of 50', url: `${launch}/api/tokens/batch`, method: 'POST', body: { addresses: s.batch } },
    { name: 'chat page', url: `${launch}/api/chat?tokenAddress=${s.chatty}&limit=50` },
    { name: 'leaderboard', url: `${launch}/api/leaderboard?page=3` },
    { name: 'king of the hill', url: `${launch}/api/koti` },
    { name: 'featured + bids', url: `${launch}/api/eoti?includeBidData=true` },
    {
      name: 'quote (ETH → token)',
      url: `${swap}/api/quote?tokenIn=${NATIVE}&tokenOut=${s.graduated}&amount=100000000000000000&slippage=50`,
    },
    { name: 'pairs', url: `${swap}/api/pairs` },
  ];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** User + system CPU time of a process in ms, or undefined where /proc is not there. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'launchdeck-bench-'));
  const path = join(dir, 'bench.sqlite');
  const only = process.env.BENCH_ONLY;
  let services: ChildProcess | undefined;
  try {
    console.log(
      `Filling ${path} with ${TOKENS.toLocaleString('en')} tokens and ${TRADES.toLocaleString('en')} trades through ingest…`,
    );
    const filled = fill(path);
    const rate = filled.summary.trades / filled.seconds;
    console.log(
      `seed: ${filled.summary.trades.toLocaleString('en')} trades and ${filled.summary.tokens.toLocaleString('en')} tokens (+ chat, bids, referrals) in ${filled.total.toFixed(1)} s`,
    );
    console.log(
      `ingest: ${filled.seconds.toFixed(1)} s of that inside ingest = ${Math.round(rate).toLocaleString('en')} trades/s`,
    );
    let worst = 0;
    // First as served (answers cached until the data changes), then with the cache off: the queries themselves.
    const halves = { on: [true], off: [false] }[process.env.BENCH_CACHE ?? ''] ?? [true, false];
    for (const responseCache of halves) {
      services = await startServices(path, responseCache);
      console.log(`\nresponse cache ${responseCache ? 'on (as served)' : 'off (every request runs its queries)'}`);
      console.log(
        `${'endpoint'.padEnd(30)} ${pad('req/s', 8)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('cpu ms/req', 11)}  errors`,
      );
      for (const target of targets(filled.sample).filter((t) => !only || t.name.includes(only))) {
        const before = cpuMs(services.pid);
        const r = await load(target);
        const after = cpuMs(services.pid);
        const cpu = before === undefined || after === undefined ? '-' : ((after - before) / r.answered).toFixed(2);
        if (responseCache) worst = Math.max(worst, r.p99);
        console.log(
          `${r.name.padEnd(30)} ${pad(Math.round(r.rps), 8)} ${pad(r.p50.toFixed(2), 8)} ${pad(r.p99.toFixed(2), 8)} ${pad(cpu, 11)}  ${r.errors}`,
        );
      }
      await stop(services);
      services = undefined;
    }
    const served = halves.includes(true) ? `worst p99 as served: ${worst.toFixed(2)} ms (goal < 20 ms); ` : '';
    console.log(`\n${served}ingest ${Math.round(rate).toLocaleString('en')} trades/s (goal > 50,000)`);
  } finally {
    services?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
