// `npm run bench:vitals`: starts the local stack on ports of its own (a chain loaded from the genesis,
// as `npm start` has one, a fresh index of it, no live simulation), loads each page cold in Chromium with the CPU slowed down 4x, and prints
// FCP, LCP, CLS and the time until the page's main content shows: the median of 5 runs per page
// (issue 13's method), with the main-thread work done until then and its script, style and layout
// parts (where a change moved the time). It also names API reads asked twice before the main
// content shows: a preload the app did not use. The pages: discovery (`/`) and the token page of the
// most traded token.
// Stops everything after. VITALS_CHAIN_PORT, VITALS_LAUNCH_PORT, VITALS_SWAP_PORT and VITALS_APP_PORT
// move its ports.
//
// Each page is loaded as on a phone (390 x 844, touch; `--desktop` for 1280 x 800) and tapped once as
// soon as what is tapped shows (`/`: the Status filter's "Live"; a token page: its Holders tab), then
// again every 250 ms until the tap has taken effect: it prints when that was, and how many taps it
// took (1: the first tap was not lost). The token page also prints when its first candles were drawn
// (the server's page draws the newest trades' candles) and when the chain's own history was.
// `/` is measured against the floor too: the app's own <head> with one paragraph, served statically
// (floor.html, written into the build), its loads alternated with the app's.
//
// `--compare=<rev>` measures two builds in one run: the app of git revision <rev> (A, built from
// `git archive` in a temporary folder) and the work tree's (B), served side by side against the same
// services, their loads alternated (A, B, A, B…) so that the machine's drift falls on both alike;
// `--head=<rev>` builds B from another revision instead of the work tree. `--pages=/` measures only `/`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.mjs';
import { startGenesisChain } from './lib/genesis-chain.mjs';
import { startLocalStack } from './lib/local-stack.mjs';

const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const COMPARE = flag('compare');
const HEAD = flag('head');
const ONLY_PAGES = flag('pages')?.split(',');
const DESKTOP = process.argv.includes('--desktop');
const VIEWPORT = DESKTOP
  ? { viewport: { width: 1280, height: 800 } }
  : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** After the first card: time for late layout shifts (fonts, the wallet layer) to happen and count. */
const SETTLE_MS = 3000;
/** A person who sees nothing happen taps again. */
const RETAP_MS = 1000;
const GOALS = { fcp: 400, lcp: 1000, ready: 1000, cls: 0.05 };

// Collects the metrics inside the page from its very start; read back once the page has settled.
function observeVitals({ ready: readySelector, candles: candlesSelectors }) {
  const vitals = {
    lcp: null,
    lcpElement: null,
    cls: 0,
    ready: null,
    fcp: null,
    candles: null,
    chainCandles: null,
    interactive: null,
  };
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
    // The chart's fallback (the chain could not be read: the line of the newest trades) draws a canvas
    // too: it is no candles, and counts as none.
    const fellBack = document.querySelector('section[aria-labelledby="chart-title"] [role="alert"]');
    if (candlesSelectors && !fellBack) {
      if (vitals.candles === null && document.querySelector(candlesSelectors.first)) vitals.candles = performance.now();
      if (vitals.chainCandles === null && document.querySelector(candlesSelectors.chain)) {
        vitals.chainCandles = performance.now();
      }
    }
    // The server's view takes input once the app has taken it over (src/main.tsx lifts its inert).
    if (vitals.interactive === null && vitals.ready !== null && !document.querySelector('#root > div[inert]')) {
      vitals.interactive = performance.now();
    }
  };
  new MutationObserver(seeReady).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['inert'],
  });
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

/**
 * Taps what `tap.selector` finds as soon as it shows, then again every RETAP_MS until `tap.done` (run
 * in the page) says it took effect. Returns when that was (page time, ms) and the taps it took.
 */
async function tapUntilDone(page, tap) {
  const target = page.locator(tap.selector).first();
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  for (let taps = 1; taps <= 200; taps++) {
    // Below the fold on a phone (the token page's tabs): scrolled to, as a person would.
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await target.boundingBox();
    if (box) {
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await (DESKTOP ? page.mouse.click(x, y) : page.touchscreen.tap(x, y));
    }
    const at = await page
      .waitForFunction(tap.done, null, { timeout: RETAP_MS, polling: 'raf' })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (at !== null) return { at, taps };
  }
  throw new Error(`tapping ${tap.selector} never took effect`);
}

async function measureOnce(browser, url, page) {
  const context = await browser.newContext(VIEWPORT);
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await tab.addInitScript(observeVitals, { ready: page.ready, candles: page.candles });
    const apiReads = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(`${request.method()} ${request.url()}`);
    });
    // Not until 'load': the work is read as the main content shows, before what follows it (the
    // wallet layer loads once the page has settled).
    await tab.goto(url, { waitUntil: 'commit' });
    const tapped = page.tap ? tapUntilDone(tab, page.tap) : Promise.resolve(null);
    await tab.waitForSelector(page.ready, { timeout: 30_000 });
    const work = mainThreadWork((await cdp.send('Performance.getMetrics')).metrics);
    // Until the main content shows: later, polled reads (the token page's, every 5 s) come again.
    const firstReads = [...apiReads];
    const doubled = firstReads.filter((read, i) => firstReads.indexOf(read) !== i);
    const tap = await tapped;
    if (page.candles) await tab.waitForSelector(page.candles.chain, { state: 'attached', timeout: 30_000 });
    await tab.waitForTimeout(SETTLE_MS);
    return { ...(await tab.evaluate(() => window.__vitals)), doubled, work, tap };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);

/**
 * The token page worth measuring: the most traded graduated token of the last 24 hours, with a full
 * trade list and a chart of its curve and its pair.
 */
async function mostTradedTokenUrl(stack) {
  const res = await fetch(`${stack.launchUrl}/api/tokens?status=live&sortBy=trending&timeframe=24h`);
  const { tokens } = await res.json();
  return `${stack.appUrl}/token/${tokens[0].address}`;
}

/** Loads each target RUNS times (after one unmeasured load each), alternating the targets. */
async function measureRuns(browser, targets) {
  for (const target of targets) await measureOnce(browser, target.url, target.page);
  const runs = targets.map(() => []);
  for (let i = 1; i <= RUNS; i++) {
    for (const [t, target] of targets.entries()) {
      const run = await measureOnce(browser, target.url, target.page);
      runs[t].push(run);
      const { page } = target;
      const tap = run.tap ? `, tap took effect ${ms(run.tap.at)} (${run.tap.taps} taps)` : '';
      const candles = page.candles ? `, candles ${ms(run.candles)} (the chain's ${ms(run.chainCandles)})` : '';
      console.log(
        `  ${target.label} run ${i}: FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)} (${run.lcpElement}), CLS ${run.cls.toFixed(3)}, ${page.what} ${ms(run.ready)}, interactive ${ms(run.interactive)}${tap}${candles}, main thread ${ms(run.work.total)}`,
      );
      if (run.doubled.length) console.log(`    asked twice: ${[...new Set(run.doubled)].join(', ')}`);
    }
  }
  return runs;
}

function report(name, page, runs) {
  const fcp = median(runs.map((r) => r.fcp));
  const lcp = median(runs.map((r) => r.lcp));
  const cls = median(runs.map((r) => r.cls));
  const readyAt = median(runs.map((r) => r.ready));
  const { what } = page;
  // A busy machine slows the throttled page further: the load is part of the result.
  const load = loadavg()[0].toFixed(1);
  console.log(
    `\nVitals of ${name} with ${CPU_SLOWDOWN}x CPU slowdown, ${DESKTOP ? '1280 px' : '390 px (a phone)'}, median of ${RUNS} cold loads (load ${load} on ${cpus().length} CPUs):`,
  );
  const verdict = (value, goal) => (value !== null && value <= goal ? '✓' : '✗');
  console.log(`  FCP               ${ms(fcp).padStart(8)}   goal ≤ ${GOALS.fcp} ms ${verdict(fcp, GOALS.fcp)}`);
  console.log(`  LCP               ${ms(lcp).padStart(8)}   goal ≤ ${GOALS.lcp} ms ${verdict(lcp, GOALS.lcp)}`);
  console.log(`  CLS               ${cls.toFixed(3).padStart(8)}   goal ≤ ${GOALS.cls} ${verdict(cls, GOALS.cls)}`);
  console.log(
    `  ${what.padEnd(17)} ${ms(readyAt).padStart(8)}   goal ≤ ${GOALS.ready} ms ${verdict(readyAt, GOALS.ready)}`,
  );
  if (page.tap) {
    const interactive = median(runs.map((r) => r.interactive));
    const tapAt = median(runs.map((r) => r.tap.at));
    const lost = runs.filter((r) => r.tap.taps > 1).length;
    const ratio = (value) => (value !== null && fcp ? ` (${(value / fcp).toFixed(2)}x FCP)` : '');
    console.log(`  takes input at    ${ms(interactive).padStart(8)}${ratio(interactive)}   goal ≤ 1.5x FCP`);
    console.log(
      `  ${page.tap.what.padEnd(17)} ${ms(tapAt).padStart(8)}${ratio(tapAt)}   first tap lost in ${lost} of ${runs.length}`,
    );
  }
  if (page.candles) {
    // n/a: the chart fell back to the line of trades in every load (the chain could not be read).
    console.log(`  first candles     ${ms(median(runs.map((r) => r.candles))).padStart(8)}   goal ≤ 2000 ms`);
    console.log(
      `  the chain's       ${ms(median(runs.map((r) => r.chainCandles))).padStart(8)}   (its history read and drawn)`,
    );
  }
  const work = (part) => ms(median(runs.map((r) => r.work[part]))).padStart(8);
  console.log(
    `  main thread until the ${what}: ${work('total').trim()} (script ${work('script').trim()}, style and layout ${work('styleAndLayout').trim()})\n`,
  );
  return { fcp, lcp };
}

async function measurePage(browser, targets) {
  const runs = await measureRuns(browser, targets);
  const medians = targets.map((target, t) => report(target.label, target.page, runs[t]));
  const floor = targets.findIndex((target) => target.page === FLOOR_PAGE);
  if (floor < 0) return;
  for (const [t, target] of targets.entries()) {
    if (t === floor) continue;
    const times = (key) => (medians[t][key] / medians[floor][key]).toFixed(2);
    console.log(
      `  ${target.label} against the floor: FCP ${times('fcp')}x (goal ≤ 1.5x), LCP ${times('lcp')}x (goal ≤ 2.0x)`,
    );
  }
}

/** The floor: the app's own <head> and one paragraph, served as a file. */
const FLOOR_PAGE = { name: 'floor', ready: 'p', what: 'paragraph' };

/** Writes `floor.html` into a build: its index.html's head, then a body of one paragraph. */
function writeFloor(outDir) {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const head = index.slice(0, index.indexOf('</head>') + '</head>'.length);
  writeFileSync(
    join(outDir, 'floor.html'),
    `${head}<body><p>Launch and trade tokens on a bonding curve.</p></body></html>`,
  );
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
let chain;
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
  chain = await startGenesisChain({
    port: Number(process.env.VITALS_CHAIN_PORT ?? 38545),
    log: (line) => console.log(`  ${line}`),
  });
  // Every build reads this chain: the candles are the chain's, as a trader's are.
  Object.assign(process.env, chain.appEnv);
  if (HEAD) buildRevision(HEAD, '.data/bench/dist');
  stack = await startLocalStack({
    // Overridable: on a shared machine another stack may hold the defaults.
    launchPort,
    swapPort: Number(process.env.VITALS_SWAP_PORT ?? 38788),
    appPort,
    outDir: '.data/bench/dist',
    ...(HEAD ? { appBuilt: Promise.resolve() } : {}),
    servicesEnv: { ...chain.servicesEnv, DATABASE_PATH: join(dataDir, 'launchdeck.sqlite'), SIMULATE: '0' },
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
    {
      name: '/',
      path: '/',
      ready: '[data-testid="token-card"]',
      what: 'first token card',
      tap: {
        selector: 'label:has(> input[type="radio"][value="live"])',
        done: () => (new URLSearchParams(location.search).get('status') === 'live' ? performance.now() : null),
        what: 'a filter tapped',
      },
    },
    {
      name: '/token/…',
      path: tokenPath,
      ready: 'main h1',
      what: 'token heading',
      // First: the server's candles of the newest trades (an SVG) or the canvas; then the canvas,
      // which draws the chain's history.
      candles: { first: 'main figure svg[data-candles], main figure canvas', chain: 'main figure canvas' },
      tap: {
        selector: '[role="tab"]:text-is("Holders")',
        done: () =>
          document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Holders'
            ? performance.now()
            : null,
        what: 'Holders tapped',
      },
    },
  ].filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.name));
  for (const dist of ['.data/bench/dist', ...(COMPARE ? ['.data/bench/dist-compare'] : [])]) writeFloor(dist);
  for (const page of pages) {
    const targets = builds.map((build) => ({
      label: `${page.name}${builds.length > 1 ? ` [${build.label}]` : ''}`,
      url: `${build.url}${page.path}`,
      page,
    }));
    if (page.name === '/') targets.push({ label: 'floor', url: `${builds.at(-1).url}/floor.html`, page: FLOOR_PAGE });
    await measurePage(browser, targets);
  }
} catch (error) {
  console.error(`bench:vitals failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await compareServer?.close().catch(() => {});
  await stack?.stop();
  await chain?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
