// `npm run bench:pages`: the app's web server under load. Starts the local stack on ports of its own
// (fresh database, deterministic seed, no live simulation, the services' rate limits off so that the
// server's own capacity shows) and the web server in a process of its own (`npm run serve`'s), then
// asks for `/` at fixed rates, each request sent on time whatever the answers before it (open-loop,
// as visitors arrive), and prints each rate's latency percentiles, counted from when each request
// was due, and the share of pages sent rendered with their data (the rest go out as built: the
// server's render limit, or a read past its wait). PAGES_RATES (default 10,20,40 pages/s) and
// PAGES_SECONDS (5 s a rate) change the load; PAGES_LAUNCH_PORT, PAGES_SWAP_PORT and PAGES_APP_PORT
// its ports.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLocalStack } from './lib/local-stack.mjs';

const rates = (process.env.PAGES_RATES ?? '10,20,40').split(',').map(Number);
const seconds = Number(process.env.PAGES_SECONDS ?? 5);
if (rates.some((r) => !(r > 0)) || !(seconds > 0))
  throw new Error('PAGES_RATES and PAGES_SECONDS take positive numbers');

/**
 * One page: its time from when it was due until its last byte (a request sent late counts its
 * lateness), and whether it carries the answers it was rendered from.
 */
async function askPage(url, due = performance.now()) {
  const html = await (await fetch(url)).text();
  return { ms: performance.now() - due, withData: html.includes('id="first-reads"') };
}

/** `count` requests, `rate` a second, each sent at its time; the answers as they come. */
async function openLoop(url, rate, count) {
  const started = performance.now();
  const pages = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pages.push(askPage(url, due).catch(() => null));
  }
  return (await Promise.all(pages)).filter(Boolean);
}

/** `npm run serve`'s web server over the stack's build, in a process of its own; resolves with its URL. */
async function startWebServer(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/web-server/main.ts'], {
    env: { ...process.env, APP_DIST_DIR: '.data/bench/dist', HOST: '127.0.0.1', APP_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    output += chunk;
    const url = /served at (\S+)/.exec(output)?.[1];
    if (url) return { url, stop: () => child.kill('SIGTERM') && once(child, 'exit') };
  }
  throw new Error(`the web server stopped: ${output.trim()}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'launchdeck-pages-'));
let stack;
let webServer;
try {
  console.log('bench:pages: starting the services and building the app…');
  stack = await startLocalStack({
    launchPort: Number(process.env.PAGES_LAUNCH_PORT ?? 48787),
    swapPort: Number(process.env.PAGES_SWAP_PORT ?? 48788),
    appPort: Number(process.env.PAGES_APP_PORT ?? 44173),
    outDir: '.data/bench/dist',
    servicesEnv: { DATABASE_PATH: join(dataDir, 'launchdeck.sqlite'), SIMULATE: '0', RATE_LIMITS: 'off' },
  });
  // Not the stack's own web server, which runs in this process and would delay the requests' timers.
  webServer = await startWebServer(Number(process.env.PAGES_APP_PORT ?? 44173) + 1);
  // The first render loads the route's modules: not a visitor's cost.
  await askPage(webServer.url);
  console.log(`\n/ under load, ${seconds} s a rate (load ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs):`);
  for (const rate of rates) {
    const count = Math.ceil(rate * seconds);
    const answered = await openLoop(webServer.url, rate, count);
    const ms = answered.map((p) => p.ms).sort((a, b) => a - b);
    const withData = answered.filter((p) => p.withData).length;
    const line = [
      `${String(rate).padStart(4)} pages/s`,
      `p50 ${percentile(ms, 0.5).toFixed(0).padStart(5)} ms`,
      `p90 ${percentile(ms, 0.9).toFixed(0).padStart(5)} ms`,
      `p99 ${percentile(ms, 0.99).toFixed(0).padStart(5)} ms`,
      `rendered with data ${((100 * withData) / Math.max(1, answered.length)).toFixed(0).padStart(3)} %`,
      `failed ${count - answered.length}`,
    ];
    console.log(`  ${line.join('   ')}`);
  }
} catch (error) {
  console.error(`bench:pages failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await webServer?.stop();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
