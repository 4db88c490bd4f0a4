// `npm run bench:busy-token` (issue 31, section 5: a busy token stays smooth): starts a local chain from
// its genesis and the local stack on ports of their own, with the simulated market and one token that
// trades every 1–2 s (the simulator's BUSY_TOKEN, `first` unless `--token=<address>`). Opens that
// token's page in Chromium as a phone (390×844) with the CPU slowed 4×, connects the Development
// wallet, and types into the trade panel's amount box again and again for `--minutes` (default 5)
// while the trades land, then scrolls to the trades table and reads it without a touch for `--read`
// seconds (default 30). Prints:
//   - INP of the typing, from the Event Timing API (`event` entries over 16 ms grouped by
//     interactionId, each interaction its longest entry; p98 of them as web-vitals takes it: the
//     worst when under 50 interactions), with the worst interactions' parts;
//   - CLS as Chrome counts it (the largest session window of shifts not caused by input), while
//     typing and while reading the trades, with the shifted elements when there are any;
//   - the DOM node count at the start and at the end;
//   - the trades: on chain (transactions that moved the token) and new rows seen in the page's table.
// BUSY_CHAIN_PORT, BUSY_LAUNCH_PORT, BUSY_SWAP_PORT and BUSY_APP_PORT move its ports (58545, 58787,
// 58788, 58173). Stops everything after.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { createPublicClient, http } from 'viem';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.mjs';
import { startGenesisChain } from './lib/genesis-chain.mjs';
import { startLocalStack } from './lib/local-stack.mjs';

const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const MINUTES = Number(flag('minutes') ?? 5);
const TOKEN = flag('token') ?? 'first';
/** Then the trades table on screen, read without a touch: new rows must not move it. */
const READ_SECONDS = Number(flag('read') ?? 30);
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A person typing: a key every 120 ms or so, an amount of 4–7 characters, then a pause to read. */
const KEY_DELAY_MS = 120;
const PAUSE_MS = [1500, 3500];
const GOALS = { inp: 200, cls: 0, dom: 800 };
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const host = '127.0.0.1';
const ports = {
  chain: port('BUSY_CHAIN_PORT', 58545),
  launch: port('BUSY_LAUNCH_PORT', 58787),
  swap: port('BUSY_SWAP_PORT', 58788),
  app: port('BUSY_APP_PORT', 58173),
};
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Runs in the page from its start: interactions, layout shifts and the trades table's transactions. */
function observePage() {
  const seen = { interactions: new Map(), shifts: [], inputShifts: 0, trades: new Map() };
  Object.assign(window, { __busy: seen });
  const nameOf = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : 'gone';
    const label = node.getAttribute('aria-label') ?? node.getAttribute('data-testid') ?? node.id;
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `<${node.tagName.toLowerCase()}${label ? ` ${label}` : ''}> ${text}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const known = seen.interactions.get(e.interactionId);
      if (known && known.duration >= e.duration) continue;
      seen.interactions.set(e.interactionId, {
        name: e.name,
        at: Math.round(e.startTime),
        duration: e.duration,
        inputDelay: Math.round(e.processingStart - e.startTime),
        processing: Math.round(e.processingEnd - e.processingStart),
        presentation: Math.round(e.startTime + e.duration - e.processingEnd),
        target: nameOf(e.target),
        typing:
          e.target instanceof HTMLInputElement && e.target.closest('section[aria-labelledby="trade-title"]') !== null,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) {
        seen.inputShifts += e.value;
        continue;
      }
      seen.shifts.push({
        at: e.startTime,
        value: e.value,
        sources: e.sources.map((s) => `${nameOf(s.node)} y ${s.previousRect.y}→${s.currentRect.y}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // The trades table's transactions, each with when it first showed (its last cell's title is the hash).
  setInterval(() => {
    for (const cell of document.querySelectorAll('section[aria-labelledby="trades-title"] tbody td[title^="0x"]')) {
      if (!seen.trades.has(cell.title)) seen.trades.set(cell.title, performance.now());
    }
  }, 500);
}

/** What the page saw, read back: INP and CLS computed the way web-vitals and Chrome do. */
function readPage([since, readFrom]) {
  const seen = window.__busy;
  const all = [...seen.interactions.values()];
  const typing = all.filter((i) => i.typing && i.at >= since);
  const count = typing.length;
  const sorted = [...typing].sort((a, b) => b.duration - a.duration);
  // web-vitals: the worst interaction, or one per 50 left out (p98) once there are 50 or more.
  const inp = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(count / 50))].duration : 0;
  // Chrome's CLS: the largest session window (shifts less than 1 s apart, at most 5 s long).
  const clsOf = (shifts) => {
    let cls = 0;
    let session = 0;
    let start = 0;
    let previous = Number.NEGATIVE_INFINITY;
    for (const s of shifts) {
      if (s.at - previous > 1000 || s.at - start > 5000) {
        session = 0;
        start = s.at;
      }
      session += s.value;
      previous = s.at;
      cls = Math.max(cls, session);
    }
    return cls;
  };
  return {
    inp,
    typingCount: count,
    interactionCount: performance.interactionCount ?? null,
    worst: sorted.slice(0, 5),
    otherWorst: all.filter((i) => !i.typing).sort((a, b) => b.duration - a.duration)[0] ?? null,
    cls: clsOf(seen.shifts.filter((s) => s.at >= since && s.at < readFrom)),
    clsReading: clsOf(seen.shifts.filter((s) => s.at >= readFrom)),
    clsWhole: clsOf(seen.shifts),
    inputShifts: seen.inputShifts,
    shifts: seen.shifts
      .filter((s) => s.at >= since)
      .sort((a, b) => b.value - a.value)
      .slice(0, 5),
    waiting: document.querySelector('section[aria-labelledby="trades-title"] button')?.textContent ?? null,
    tradesShown: [...seen.trades.values()].filter((at) => at >= since).length,
    nodes: document.getElementsByTagName('*').length,
    bodyNodes: document.body.querySelectorAll('*').length,
  };
}

const domCount = (page) =>
  page.evaluate(() => ({
    nodes: document.getElementsByTagName('*').length,
    bodyNodes: document.body.querySelectorAll('*').length,
    rows: document.querySelectorAll('section[aria-labelledby="trades-title"] tbody tr').length,
  }));

const dataDir = mkdtempSync(join(tmpdir(), 'launchdeck-busy-'));
let chain;
let stack;
let browser;
try {
  console.log(`bench:busy-token: load ${load()} on ${cpus().length} CPUs; starting the chain, services and app…`);
  const { launchTokenAbi } = await tsImport('../interface/contracts/abis.ts', import.meta.url);
  const log = (line) => console.log(`  ${line}`);
  chain = await startGenesisChain({ host, port: ports.chain, log });
  Object.assign(process.env, chain.appEnv);
  let busyToken;
  const busyKnown = new Promise((found) => {
    busyToken = found;
  });
  stack = await startLocalStack({
    host,
    launchPort: ports.launch,
    swapPort: ports.swap,
    appPort: ports.app,
    outDir: `.data/bench/dist-busy-${ports.app}`,
    servicesEnv: {
      ...chain.servicesEnv,
      DATABASE_PATH: join(dataDir, 'launchdeck.sqlite'),
      SIMULATE: '1',
      BUSY_TOKEN: TOKEN,
    },
    onServicesOutput: (line) => {
      const busy = /^Busy token: (0x[0-9a-f]{40})/.exec(line);
      if (busy) busyToken(busy[1]);
      else if (/failed|error/i.test(line)) console.log(`  [services] ${line}`);
    },
  });
  const token = await Promise.race([
    busyKnown,
    new Promise((_, fail) => setTimeout(() => fail(new Error('the services named no busy token')), 30_000)),
  ]);
  const client = createPublicClient({ transport: http(chain.url) });

  browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observePage);
  page.on('pageerror', (error) => console.log(`  [page] uncaught: ${error.message}`));
  console.log(`bench:busy-token: ${stack.appUrl}/token/${token} at 390×844, CPU ${CPU_SLOWDOWN}× slower`);
  await page.goto(`${stack.appUrl}/token/${token}`);
  const panel = page.getByRole('region', { name: 'Trade', exact: true });
  await panel.waitFor({ timeout: 60_000 });
  // The Development wallet, as e2e/fixtures.ts connectFromHeader connects it: the panel then quotes
  // for an account and reads its balances at every block, as a trader's does.
  await page.getByTestId('wallet-button').click({ timeout: 60_000 });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Account 0 · 0x/ })
    .click({ timeout: 60_000 });
  await page.locator('[data-testid="wallet-button"][data-state="connected"]').waitFor({ timeout: 60_000 });
  // Settled: the chart's candles (read from the chain once the wallet layer is in) are on the page.
  await page
    .locator('section[aria-labelledby="chart-title"] figure')
    .waitFor({ timeout: 60_000 })
    .catch(() => console.log('  the chart did not show within 60 s; going on'));
  const amount = panel.getByLabel('Amount in ETH');
  await amount.scrollIntoViewIfNeeded();
  await page.waitForTimeout(3000);

  const since = await page.evaluate(() => performance.now());
  const fromBlock = await client.getBlockNumber();
  const start = await domCount(page);
  console.log(
    `bench:busy-token: typing for ${MINUTES} min; DOM at the start ${start.nodes} nodes (body ${start.bodyNodes}, ${start.rows} trade rows); load ${load()}`,
  );
  const end = Date.now() + MINUTES * 60_000;
  let bursts = 0;
  let nextReport = Date.now() + 60_000;
  while (Date.now() < end) {
    await amount.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    const digits = String(1 + Math.floor(Math.random() * 9999)).padStart(2, '0');
    await page.keyboard.type(`0.${digits}`, { delay: KEY_DELAY_MS });
    bursts++;
    await page.waitForTimeout(PAUSE_MS[0] + Math.random() * (PAUSE_MS[1] - PAUSE_MS[0]));
    if (Date.now() >= nextReport) {
      nextReport += 60_000;
      const now = await domCount(page);
      console.log(`  ${bursts} amounts typed; DOM ${now.nodes} nodes (${now.rows} trade rows); load ${load()}`);
    }
  }
  const readFrom = await page.evaluate(() => performance.now());
  await page.getByRole('region', { name: 'Recent trades' }).scrollIntoViewIfNeeded();
  console.log(`bench:busy-token: reading the trades table for ${READ_SECONDS} s; load ${load()}`);
  await page.waitForTimeout(READ_SECONDS * 1000);
  const toBlock = await client.getBlockNumber();
  // Every trade moves the token (the curve's or the pair's transfer): one transaction, one trade.
  const transfers = await client.getContractEvents({
    address: token,
    abi: launchTokenAbi,
    eventName: 'Transfer',
    fromBlock: fromBlock + 1n,
    toBlock,
  });
  const onChain = new Set(transfers.map((log) => log.transactionHash)).size;
  const result = await page.evaluate(readPage, [since, readFrom]);
  const verdict = (ok) => (ok ? '✓' : '✗');
  const seconds = MINUTES * 60 + READ_SECONDS;
  console.log(
    `\nA busy token at ${CPU_SLOWDOWN}× CPU, 390 px, ${MINUTES} min typing then ${READ_SECONDS} s reading (load ${load()} on ${cpus().length} CPUs):`,
  );
  console.log(
    `  trades: ${onChain} on chain (one every ${(seconds / Math.max(1, onChain)).toFixed(1)} s); ${result.tradesShown} new rows seen in the page's table`,
  );
  console.log(
    `  INP of typing: ${Math.round(result.inp)} ms over ${result.typingCount} interactions of 16 ms or more (${bursts} amounts typed; the page counts ${result.interactionCount ?? 'n/a'} interactions in all)   goal < ${GOALS.inp} ms ${verdict(result.inp < GOALS.inp)}`,
  );
  for (const i of result.worst) {
    console.log(
      `    ${i.name} ${Math.round(i.duration)} ms at ${(i.at / 1000).toFixed(1)} s: input delay ${i.inputDelay}, processing ${i.processing}, presentation ${i.presentation}`,
    );
  }
  if (result.otherWorst) {
    const o = result.otherWorst;
    console.log(`    (the worst other interaction: ${o.name} on ${o.target}, ${Math.round(o.duration)} ms)`);
  }
  console.log(
    `  CLS while typing: ${result.cls.toFixed(4)}, while reading the trades: ${result.clsReading.toFixed(4)}${result.waiting ? ` (the table held back: “${result.waiting}”)` : ''}   goal ${GOALS.cls} ${verdict(result.cls === 0 && result.clsReading === 0)}`,
  );
  console.log(
    `    (the page's whole life, its load included: ${result.clsWhole.toFixed(4)}; shifts right after input, which CLS leaves out: ${result.inputShifts.toFixed(4)})`,
  );
  for (const s of result.shifts) {
    console.log(`    ${s.value.toFixed(4)} at ${(s.at / 1000).toFixed(1)} s: ${s.sources.join('; ')}`);
  }
  console.log(
    `  DOM: ${start.nodes} nodes at the start (body ${start.bodyNodes}), ${result.nodes} at the end (body ${result.bodyNodes})   budget ${GOALS.dom} ${verdict(result.nodes <= GOALS.dom)}`,
  );
} catch (error) {
  console.error(`bench:busy-token failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stack?.stop();
  await chain?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
