/**
 * `npm run bench:previews`: what a link preview costs the web server (src/web-server/previews). Prints
 * the first image after a start (fonts parsed, layout engine loaded), then over `PREVIEW_RUNS` token
 * states (each a new price, so each drawn anew): satori's layout (on the server's thread) and resvg's
 * rasterising (in libuv's pool), p50 / p90 / max; the PNG's size; an image answered from the cache,
 * through the web app; `PREVIEW_BURST` different tokens' images asked at once (all done, and the
 * longest the server's thread was held, which is how long a page waiting meanwhile would wait); and a
 * token page's head with its tags. The launch service is a stand-in answering from memory, with a 64 px
 * PNG logo, so that only the previews' own work is timed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Resvg } from '@resvg/resvg-js';
import { createElement } from 'react';
import { tokenFigures } from '../src/web-server/previews/page-meta';
import { cardSvg, svgToPng } from '../src/web-server/previews/render-card';
import { TokenCard } from '../src/web-server/previews/token-card';
import type { PreviewToken } from '../src/web-server/previews/token-reader';
import { createWebApp } from '../src/web-server/web-app';

const RUNS = Number(process.env.PREVIEW_RUNS ?? 40);
const BURST = Number(process.env.PREVIEW_BURST ?? 8);
const API = 'http://launch.bench';

const logo = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#a594ff"/><circle cx="32" cy="32" r="18" fill="#0a0c10"/></svg>',
)
  .render()
  .asPng();

const tokenAt = (i: number): PreviewToken => ({
  address: `0x${i.toString(16).padStart(40, '0')}`,
  name: `Bench Token ${i} with a longer name than most`,
  ticker: `BT${i}`,
  image_url: `${API}/logos/0x${i.toString(16).padStart(40, '0')}.png`,
  price_eth: 0.0000000218 * (1 + i / 100),
  market_cap: 21.8 * (1 + i / 100),
  funding_progress: (i % 100) / 100,
});

/** The stand-in launch service: any address is a token, its logo on the service's own /logos. */
const launchService: typeof fetch = async (input) => {
  const url = new URL(String(input));
  if (url.pathname.startsWith('/logos/')) return new Response(new Uint8Array(logo));
  const address = url.searchParams.get('address') ?? '0x0';
  const token = tokenAt(Number.parseInt(address.slice(2), 16));
  return Response.json({
    ...token,
    created_at: '2026-11-20T10:00:00.000Z',
    owner: `0x${'ef'.repeat(20)}`,
    description: '',
    telegram: null,
    twitter: null,
    website: null,
    price_updates: [],
  });
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const summary = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p90 ${ms(percentile(values, 90))}, max ${ms(Math.max(...values))}`;
const card = (token: PreviewToken) =>
  createElement(TokenCard, {
    figures: tokenFigures(token),
    fundingProgress: token.funding_progress,
    logo: `data:image/png;base64,${logo.toString('base64')}`,
  });

// The first image after a start.
let started = performance.now();
await svgToPng(await cardSvg(card(tokenAt(0))));
console.log(`first image after a start: ${ms(performance.now() - started)}`);

// Each state drawn anew.
const layout: number[] = [];
const raster: number[] = [];
let size = 0;
for (let i = 1; i <= RUNS; i++) {
  started = performance.now();
  const svg = await cardSvg(card(tokenAt(i)));
  layout.push(performance.now() - started);
  started = performance.now();
  const png = await svgToPng(svg);
  raster.push(performance.now() - started);
  size += png.length;
}
console.log(`satori layout (server thread), ${RUNS} states: ${summary(layout)}`);
console.log(`resvg raster (thread pool), ${RUNS} states: ${summary(raster)}`);
console.log(`drawn in all: ${summary(layout.map((l, i) => l + (raster[i] ?? 0)))}`);
console.log(`PNG size: ${(size / RUNS / 1024).toFixed(0)} kB on average`);

// Through the web app: a cached image, a burst of new ones, a page's head.
const distDir = mkdtempSync(join(tmpdir(), 'launchdeck-bench-previews-'));
writeFileSync(
  join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Launchdeck</title></head><body><!--first-view--><!--/first-view--></body></html>',
);
const app = createWebApp({ distDir, previews: { launchApiUrl: API, fetch: launchService } });
const imageOf = (i: number) => app.request(`http://bench/og/token/${tokenAt(i).address}.png`);

await (await imageOf(1000)).arrayBuffer();
const hits: number[] = [];
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  await (await imageOf(1000)).arrayBuffer();
  hits.push(performance.now() - started);
}
console.log(`an image from the cache, through the web app: ${summary(hits)}`);

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
started = performance.now();
const burst = await Promise.all(
  Array.from({ length: BURST }, async (_, i) => {
    const res = await imageOf(2000 + i);
    await res.arrayBuffer();
    return res.status;
  }),
);
const burstMs = performance.now() - started;
delay.disable();
console.log(
  `${BURST} new tokens' images at once: all done in ${ms(burstMs)} (${burst.filter((s) => s === 200).length} answered 200); the server's thread held at most ${ms(delay.max / 1e6)} at a time`,
);

const heads: number[] = [];
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  await (await app.request(`http://bench/token/${tokenAt(3000 + i).address}`)).text();
  heads.push(performance.now() - started);
}
console.log(`a token page with its tags (the service's answer from memory): ${summary(heads)}`);
rmSync(distDir, { recursive: true, force: true });
