/**
 * `npm run bench:services`: fills a throwaway database with 10,000 tokens and 1,000,000 trades through
 * ingest, starts the services on it (rate limits off: this measures throughput, not the limits), loads
 * each main read at 10 concurrent keep-alive connections and prints requests/s, p50 and p99.
 * Goals on this machine: every p99 under 20 ms; ingest above 50,000 trades/s. Beside the latencies, the
 * server's CPU time per request (from /proc, on Linux): what a request costs, which other work on a
 * shared machine moves far less than it moves latencies.
 * BENCH_CACHE=on|off runs only that half (both by default).
 * After the endpoints one by one, all of them at once (each connection going through them in turn;
 * BENCH_ONLY=once runs only that).
 * BENCH_TOKENS / BENCH_TRADES change the size; BENCH_ONLY=<part of a name> loads only matching endpoints.
 *
 * Options (after `--`):
 * --compare=<rev>[,<rev>…]  also runs those revisions' services (a git worktree of each, its own ports
 *                     and its own copy of the same database) and alternates the trees round by round on
 *                     each endpoint (A, B, A, B…), so that what else the machine does falls on all alike.
 * --rounds=<n>        rounds per endpoint and tree (default 1, 2 with --compare); medians are printed.
 * --connections=<n>   concurrent keep-alive connections (default 10).
 * --writer=<n>        while each round loads, posts n chat messages a second to the services under
 *                     load (signed, human-checked, through HTTP as the app posts them): reads with a
 *                     writer running. Default 0.
 * --port=<n>          the launch service's port; swap n + 1, the compared trees' n + 2, n + 3 and on
 *                     (default 18787).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { chatSigningMessage } from '../interface/chat';
import { openDatabase } from '../server/db/open';
import { createIngest, type Ingest } from '../server/ingest/ingest';
import { seedHistory } from '../server/seed/seed';
import { loadRegistry } from '../server/swap/registry';
import { type LoadTarget, load } from './bench/load';

const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const TRADES = Number(process.env.BENCH_TRADES ?? 1_000_000);
const { values: args } = parseArgs({
  options: {
    compare: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string', default: '10' },
    writer: { type: 'string', default: '0' },
    port: { type: 'string', default: '18787' },
  },
});
const CONNECTIONS = Number(args.connections);
const WRITES_PER_SECOND = Number(args.writer);
const ROUNDS = Number(args.rounds ?? (args.compare ? 2 : 1));
const PORT = Number(args.port);
if (![CONNECTIONS, ROUNDS, PORT].every((n) => Number.isInteger(n) && n > 0) || !(WRITES_PER_SECOND >= 0))
  throw new Error('--connections, --rounds and --port take positive integers, --writer a rate of 0 or more');
/** The load's seconds, after its warm-up (scripts/bench/load.ts's defaults). */
const SECONDS = 4;
const WARMUP_SECONDS = 1;
/** Nothing listens there: the services never find (and index) a chain someone else runs on 8545. */
const NO_CHAIN = 'http://127.0.0.1:1';
const CHAT_KEY = 'bench-chat-key';
const HUMAN_TOKEN = 'bench-human-pass';
const ALL_READS = 'all of them at once';
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

/** A tree whose services are loaded: this one, or the revision `--compare` names. */
interface Tree {
  name: string;
  /** Where its `server/main.ts` is. */
  dir: string;
  database: string;
  launchPort: number;
  swapPort: number;
}

function startServices(tree: Tree, responseCache: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: tree.dir,
    env: {
      ...process.env,
      DATABASE_PATH: tree.database,
      SIMULATE: '0',
      RATE_LIMITS: 'off',
      RESPONSE_CACHE: responseCache ? 'on' : 'off',
      LAUNCH_PORT: String(tree.launchPort),
      SWAP_PORT: String(tree.swapPort),
      RPC_URL: NO_CHAIN,
      CHAT_API_KEYS: CHAT_KEY,
      TURNSTILE_DEV_TOKEN: HUMAN_TOKEN,
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

function targets(s: ReturnType<typeof fill>['sample'], tree: Tree): LoadTarget[] {
  const launch = `http://127.0.0.1:${tree.launchPort}`;
  const swap = `http://127.0.0.1:${tree.swapPort}`;
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
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

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

/** `count` chat posts to a token, signed by a new wallet: signed before a round, so that signing costs it nothing. */
function signPosts(token: string, count: number): Promise<string[]> {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const signedAt = Math.floor(Date.now() / 1000);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const message = `bench ${i}`;
      const signature = await wallet.signMessage({ message: chatSigningMessage(token, signedAt, message) });
      return JSON.stringify({ token: HUMAN_TOKEN, tokenAddress: token, message, signedAt, signature });
    }),
  );
}

/** Sends the posts at `perSecond`, each on time whatever the answers before it; how many failed. */
async function write(launchPort: number, posts: string[], perSecond: number): Promise<number> {
  const started = performance.now();
  const sent: Promise<boolean>[] = [];
  for (const [i, body] of posts.entries()) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    sent.push(
      fetch(`http://127.0.0.1:${launchPort}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': CHAT_KEY },
        body,
      }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.ok;
        },
        () => false,
      ),
    );
  }
  return (await Promise.all(sent)).filter((ok) => !ok).length;
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  cpu: number | undefined;
  errors: number;
  load: number;
}

/** One round of load on one endpoint of one tree (with the writer, if any, posting to that tree meanwhile). */
async function round(
  services: ChildProcess,
  tree: Tree,
  target: LoadTarget | LoadTarget[],
  token: string,
): Promise<Round> {
  const posts = await signPosts(token, Math.round(WRITES_PER_SECOND * (WARMUP_SECONDS + SECONDS)));
  const load1 = loadavg()[0]!;
  const before = cpuMs(services.pid);
  const [r, failedPosts] = await Promise.all([
    load(target, CONNECTIONS, SECONDS, WARMUP_SECONDS),
    write(tree.launchPort, posts, WRITES_PER_SECOND),
  ]);
  const after = cpuMs(services.pid);
  return {
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    cpu: before === undefined || after === undefined ? undefined : (after - before) / r.answered,
    errors: r.errors + failedPosts,
    load: load1,
  };
}

const line = (name: string, tree: string, r: Round) =>
  `${name.padEnd(30)} ${tree.padEnd(8)} ${pad(Math.round(r.rps), 8)} ${pad(r.p50.toFixed(2), 8)} ${pad(r.p99.toFixed(2), 8)} ${pad(r.cpu === undefined ? '-' : r.cpu.toFixed(2), 11)} ${pad(r.load.toFixed(1), 6)}  ${r.errors}`;

/** A worktree of `rev` beside this one, on this tree's node_modules; removed by the returned function. */
function checkout(rev: string, dir: string) {
  const path = join(dir, `compare-${rev.replace(/[^\w.-]/g, '_')}`);
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', path, rev], { stdio: 'inherit' });
  symlinkSync(realpathSync('node_modules'), join(path, 'node_modules'));
  const name = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
  return { path, name, remove: () => execFileSync('git', ['worktree', 'remove', '--force', path]) };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'launchdeck-bench-'));
  const path = join(dir, 'bench.sqlite');
  const only = process.env.BENCH_ONLY;
  const running: ChildProcess[] = [];
  const compared: ReturnType<typeof checkout>[] = [];
  try {
    for (const rev of args.compare?.split(',') ?? []) compared.push(checkout(rev, dir));
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
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const trees: Tree[] = [{ name: head, dir: '.', database: path, launchPort: PORT, swapPort: PORT + 1 }];
    for (const [i, c] of compared.entries()) {
      // The same data for all, each in its own file (the writer writes to each). This tree's ingest
      // filled it; an older tree opens its newer schema as it is (migrations only ever add).
      const copy = join(dir, `compare-${i}.sqlite`);
      copyFileSync(path, copy);
      trees.splice(i, 0, {
        name: c.name,
        dir: c.path,
        database: copy,
        launchPort: PORT + 2 + 2 * i,
        swapPort: PORT + 3 + 2 * i,
      });
    }
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s a round after ${WARMUP_SECONDS} s of warm-up, ${ROUNDS} round(s) per endpoint and tree` +
        (WRITES_PER_SECOND ? `, a writer posting ${WRITES_PER_SECOND} chat messages/s meanwhile` : '') +
        `; load average at the start: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    let worst = 0;
    const summary: string[] = [];
    // First as served (answers cached until the data changes), then with the cache off: the queries themselves.
    const halves = { on: [true], off: [false] }[process.env.BENCH_CACHE ?? ''] ?? [true, false];
    for (const responseCache of halves) {
      const services: ChildProcess[] = [];
      for (const tree of trees) {
        const child = await startServices(tree, responseCache);
        running.push(child);
        services.push(child);
      }
      const title = `response cache ${responseCache ? 'on (as served)' : 'off (every request runs its queries)'}`;
      const header = `${'endpoint'.padEnd(30)} ${'tree'.padEnd(8)} ${pad('req/s', 8)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('cpu ms/req', 11)} ${pad('load', 6)}  errors`;
      console.log(`\n${title}\n${header}`);
      summary.push(`\n${title}${ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : ''}\n${header}`);
      const every = targets(filled.sample, trees[0]!).map((t) => t.name);
      const names = every.filter((n) => !only || n.includes(only));
      // Last, the same reads all at once, the connections spread over them: what one endpoint's
      // cost (a snapshot made again, say) takes from every other read. BENCH_ONLY=once: that alone.
      const mixed = names.length > 1 ? [...names] : only && ALL_READS.includes(only) ? every : [];
      if (mixed.length) names.push(ALL_READS);
      for (const name of names) {
        const rounds: Round[][] = trees.map(() => []);
        for (let n = 0; n < ROUNDS; n++) {
          for (const [i, tree] of trees.entries()) {
            const all = targets(filled.sample, tree).filter((t) => mixed.includes(t.name) || t.name === name);
            const target = name === ALL_READS ? all : all.find((t) => t.name === name)!;
            const r = await round(services[i]!, tree, target, filled.sample.chatty);
            rounds[i]!.push(r);
            console.log(line(name, tree.name, r));
          }
        }
        for (const [i, tree] of trees.entries()) {
          const rs = rounds[i]!;
          const cpus = rs.map((r) => r.cpu).filter((c) => c !== undefined);
          const m: Round = {
            rps: median(rs.map((r) => r.rps)),
            p50: median(rs.map((r) => r.p50)),
            p99: median(rs.map((r) => r.p99)),
            cpu: cpus.length ? median(cpus) : undefined,
            errors: rs.reduce((sum, r) => sum + r.errors, 0),
            load: median(rs.map((r) => r.load)),
          };
          if (responseCache && i === trees.length - 1) worst = Math.max(worst, m.p99);
          summary.push(line(name, tree.name, m));
        }
      }
      for (const child of services) await stop(child);
      running.length = 0;
    }
    if (ROUNDS > 1 || compared.length) console.log(summary.join('\n'));
    const served = halves.includes(true) ? `worst p99 as served: ${worst.toFixed(2)} ms (goal < 20 ms); ` : '';
    console.log(`\n${served}ingest ${Math.round(rate).toLocaleString('en')} trades/s (goal > 50,000)`);
  } finally {
    for (const child of running) child.kill('SIGTERM');
    for (const c of compared) c.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
