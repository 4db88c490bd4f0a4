// `npm run bench:vitals`: starts the local stack on ports of its own (fresh database, deterministic
// seed, no live simulation), loads each page cold in Chromium with the CPU slowed down 4x, and prints
// FCP, LCP, CLS and the time until the page's main content shows: the median of 5 runs per page
// (issue 13's method), with the main-thread work done until then and its script, style and layout
// parts (where a change moved the time). It also names API reads asked twice before the main
// content shows: a preload the app did not use. The pages: discovery (`/`) and the token page of the
// most traded token.
// Stops everything after. VITALS_LAUNCH_PORT, VITALS_SWAP_PORT and VITALS_APP_PORT move its ports.
//
// `--compare=<rev>` measures two builds in one run: the app of git revision <rev> (A, built from
// `git archive` in a temporary folder) and the work tree's (B), served side by side against the same
// services, their loads alternated (A, B, A, B…) so that the machine's drift falls on both alike;
// `--head=<rev>` builds B from another revision instead of the work tree. `--pages=/` measures only `/`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.mjs';
import { startLocalStack } from './lib/local-stack.mjs';

const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const COMPARE = flag('compare');
const HEAD = flag('head');
const ONLY_PAGES = flag('pages')?.split(',');

const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** After the first card: time for late layout shifts (fonts, the wallet layer) to happen and count. */
const SETTLE_MS = 3000;
const GOALS = { fcp: 400, lcp: 1000, ready: 1000, cls: 0.05 };

// Collects the metrics inside the page from its very start; read back once the page has settled.
function observeVitals(readySelector) {
  const vitals = { lcp: null, lcpElement: null, cls: 0, ready: null, fcp: null };
  Object.assign(window, { __vitals: vitals });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    vitals.lcp = last.startTime;
    const el = last.element;
    vitals.lcpElement = el ? `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 40)}` : null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // CLS as Chrome reports it: the largest session window (gaps < 1 s, windows ≤ 5 s).
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const starts = entry.startTime - previous > 1000 || entry.startTime - windowStart > 5000;
      if (starts) {
        windowValue = 0;
        windowStart = entry.startTime;
      }
      windowValue += entry.value;
      previous = entry.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const seeReady = () => {
    if (vitals.ready === null && document.querySelector(readySelector)) vitals.ready = performance.now();
  };
  new MutationObserver(seeReady).observe(document, { childList: true, subtree: true });
}

/**
 * The renderer's main-thread time so far (ms, slowed down as the page is): all its tasks since the
 * renderer started (the navigation's commit included), and the script, style and layout parts. Read
 * as the main content shows, it is the work the page did to get there, and which kind of work.
 */
function mainThreadWork(metrics) {
  const seconds = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
  return {
    total: seconds.TaskDuration * 1000,
    script: seconds.ScriptDuration * 1000,
    styleAndLayout: (seconds.RecalcStyleDuration + seconds.LayoutDuration) * 1000,
  };
}

async function measureOnce(browser, url, readySelector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.addInitScript(observeVitals, readySelector);
    const apiReads = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(`${request.method()} ${request.url()}`);
    });
    // Not until 'load': the work is read as the main content shows, before what follows it (the
    // wallet layer loads once the page has settled).
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(readySelector, { timeout: 30_000 });
    const work = mainThreadWork((await cdp.send('Performance.getMetrics')).metrics);
    // Until the main content shows: later, polled reads (the token page's, every 5 s) come again.
    const firstReads = [...apiReads];
    const doubled = firstReads.filter((read, i) => firstReads.indexOf(read) !== i);
    await page.waitForTimeout(SETTLE_MS);
    return { ...(await page.evaluate(() => window.__vitals)), doubled, work };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);

/** The token page worth measuring: the most traded token of the last 24 hours, with a full chart and trade list. */
async function mostTradedTokenUrl(stack) {
  const res = await fetch(`${stack.launchUrl}/api/tokens?sortBy=trending&timeframe=24h`);
  const { tokens } = await res.json();
  return `${stack.appUrl}/token/${tokens[0].address}`;
}

/** Loads `url` RUNS times (after one unmeasured load) per build, alternating the builds. */
async function measureRuns(browser, builds, { name, ready, what }) {
  for (const build of builds) await measureOnce(browser, build.url, ready);
  const runs = builds.map(() => []);
  for (let i = 1; i <= RUNS; i++) {
    for (const [b, build] of builds.entries()) {
      const run = await measureOnce(browser, build.url, ready);
      runs[b].push(run);
      const label = builds.length > 1 ? `${name} [${build.label}]` : name;
      console.log(
        `  ${label} run ${i}: LCP ${ms(run.lcp)} (${run.lcpElement}), CLS ${run.cls.toFixed(3)}, ${what} ${ms(run.ready)}, FCP ${ms(run.fcp)}, main thread ${ms(run.work.total)}`,
      );
      if (run.doubled.length) console.log(`    asked twice: ${[...new Set(run.doubled)].join(', ')}`);
    }
  }
  return runs;
}

function report(name, what, runs) {
  const fcp = median(runs.map((r) => r.fcp));
  const lcp = median(runs.map((r) => r.lcp));
  const cls = median(runs.map((r) => r.cls));
  const readyAt = median(runs.map((r) => r.ready));
  // A busy machine slows the throttled page further: the load is part of the result.
  const load = loadavg()[0].toFixed(1);
  console.log(
    `\nVitals of ${name} with ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} cold loads (load ${load} on ${cpus().length} CPUs):`,
  );
  const verdict = (value, goal) => (value !== null && value <= goal ? '✓' : '✗');
  console.log(`  FCP               ${ms(fcp).padStart(8)}   goal ≤ ${GOALS.fcp} ms ${verdict(fcp, GOALS.fcp)}`);
  console.log(`  LCP               ${ms(lcp).padStart(8)}   goal ≤ ${GOALS.lcp} ms ${verdict(lcp, GOALS.lcp)}`);
  console.log(`  CLS               ${cls.toFixed(3).padStart(8)}   goal ≤ ${GOALS.cls} ${verdict(cls, GOALS.cls)}`);
  console.log(
    `  ${what.padEnd(17)} ${ms(readyAt).padStart(8)}   goal ≤ ${GOALS.ready} ms ${verdict(readyAt, GOALS.ready)}`,
  );
  const work = (part) => ms(median(runs.map((r) => r.work[part]))).padStart(8);
  console.log(
    `  main thread until the ${what}: ${work('total').trim()} (script ${work('script').trim()}, style and layout ${work('styleAndLayout').trim()})\n`,
  );
}

async function measurePage(browser, builds, page) {
  const runs = await measureRuns(browser, builds, page);
  for (const [b, build] of builds.entries()) {
    report(builds.length > 1 ? `${page.name} [${build.label}]` : page.name, page.what, runs[b]);
  }
}

/**
 * The app of git revision `rev`, built into `outDir` from `git archive` in a temporary folder (the
 * work tree is never touched), with this checkout's node_modules and the same VITE_* variables.
 */
function buildRevision(rev, outDir) {
  const dir = mkdtempSync(join(tmpdir(), 'launchdeck-vitals-rev-'));
  try {
    const archive = spawnSync('sh', ['-c', `git archive ${JSON.stringify(rev)} | tar -x -C ${JSON.stringify(dir)}`], {
      stdio: 'inherit',
    });
    if (archive.status !== 0) throw new Error(`git archive ${rev} failed`);
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    mkdirSync(resolve(outDir), { recursive: true });
    const built = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', resolve(outDir)],
      {
        cwd: dir,
        stdio: 'inherit',
        env: process.env,
      },
    );
    if (built.status !== 0) throw new Error(`the build of ${rev} failed`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether fontconfig knows a colour emoji font. Without one, Chrome searches every font for each
 * emoji a page shows, in each new renderer: hundreds of ms of layout at 4x that no trader's desktop
 * pays (docs/performance.md). The figures are only comparable with one installed.
 */
function hasEmojiFont() {
  const fonts = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  return fonts.status === 0 && /emoji/i.test(fonts.stdout);
}

const dataDir = mkdtempSync(join(tmpdir(), 'launchdeck-vitals-'));
let stack;
let browser;
let compareServer;
try {
  console.log('bench:vitals: starting the services and building the app…');
  if (!hasEmojiFont()) {
    console.log(
      'bench:vitals: no emoji font on this machine (Debian: apt-get install fonts-noto-color-emoji); Chrome searches every font for each emoji, so layout is slower than on a trader’s desktop',
    );
  }
  const launchPort = Number(process.env.VITALS_LAUNCH_PORT ?? 38787);
  const appPort = Number(process.env.VITALS_APP_PORT ?? 34173);
  process.env.VITE_LAUNCH_API_URL ??= `http://127.0.0.1:${launchPort}`;
  process.env.VITE_SWAP_API_URL ??= `http://127.0.0.1:${Number(process.env.VITALS_SWAP_PORT ?? 38788)}`;
  // Both builds' origins may call the services.
  process.env.CORS_ORIGINS ??= [appPort, appPort + 1].map((port) => `http://127.0.0.1:${port}`).join(',');
  if (HEAD) buildRevision(HEAD, '.data/bench/dist');
  stack = await startLocalStack({
    // Overridable: on a shared machine another stack may hold the defaults.
    launchPort,
    swapPort: Number(process.env.VITALS_SWAP_PORT ?? 38788),
    appPort,
    outDir: '.data/bench/dist',
    ...(HEAD ? { appBuilt: Promise.resolve() } : {}),
    servicesEnv: { DATABASE_PATH: join(dataDir, 'launchdeck.sqlite'), SIMULATE: '0' },
  });
  const builds = [{ label: HEAD ? `B ${HEAD}` : 'B work tree', url: stack.appUrl, path: '' }];
  if (COMPARE) {
    console.log(`bench:vitals: building ${COMPARE} to compare with…`);
    buildRevision(COMPARE, '.data/bench/dist-compare');
    const { startWebServer } = await tsImport('../src/web-server/start.ts', import.meta.url);
    compareServer = await startWebServer({
      distDir: '.data/bench/dist-compare',
      host: '127.0.0.1',
      port: appPort + 1,
      log: () => {},
    });
    builds.unshift({ label: `A ${COMPARE}`, url: `http://127.0.0.1:${appPort + 1}`, path: '' });
  }
  browser = await chromium.launch({
    executablePath: await findChromium(),
    args: CHROMIUM_ARGS,
  });
  const tokenPath = new URL(await mostTradedTokenUrl(stack)).pathname;
  const pages = [
    { name: '/', path: '/', ready: '[data-testid="token-card"]', what: 'first token card' },
    { name: '/token/…', path: tokenPath, ready: 'main h1', what: 'token heading' },
  ].filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.name));
  for (const page of pages) {
    const urls = builds.map((build) => ({ ...build, url: `${build.url}${page.path}` }));
    await measurePage(browser, urls, page);
  }
} catch (error) {
  console.error(`bench:vitals failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await compareServer?.close().catch(() => {});
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
