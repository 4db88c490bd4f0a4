// `npm run bench:bundle`: builds the app, then prints the gzip size of the JavaScript and CSS that the
// first load of `/` needs, and fails when that JavaScript exceeds the budget. It also prints what `/swap`
// and a token's page with its trade panel fetch on top of that first load.
//
// "First load" is what index.html makes the browser fetch before anything runs: the entry script,
// the chunks it imports statically (modulepreload) and the stylesheets. Lazy chunks (the wallet layer,
// other routes) are not part of it. The route chunks of `/` itself (split out by the router plugin)
// are fetched right after start; they are printed apart so that the page's full cost stays visible.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_JS_BYTES = 150_000; // 150 kB, counted as Vite counts (1 kB = 1000 bytes)
const outDir = process.env.BENCH_OUT_DIR ?? 'dist';

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
const gzipBytes = (file) => gzipSync(readFileSync(join(outDir, file))).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The chunk `key` and every chunk it imports statically, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initialChunks = staticClosure(entryKeys);
const initialJs = new Set(initialChunks.map((c) => c.file));
const initialCss = new Set(initialChunks.flatMap((c) => c.css ?? []));

// Cross-check with what index.html really references: the manifest walk must not miss a file.
for (const [, file] of indexHtml.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
  (file.endsWith('.css') ? initialCss : initialJs).add(file);
}

/** The lazy JS a route fetches after the first load: its split chunks (and `extra` modules) with their static imports. */
function lazyJs(pattern, extra = []) {
  const keys = Object.keys(manifest).filter((key) => pattern.test(key) || extra.includes(key));
  return new Set(
    staticClosure(keys)
      .filter((c) => !initialJs.has(c.file))
      .map((c) => c.file),
  );
}

const routeJs = lazyJs(/^src\/routes\/(__root|index)\.tsx\?tsr-split/);
// The other routes a trader opens: /swap, and a token's page with its trade panel (its own chunk,
// fetched with the page's data). Counted on top of the first load, the root's chunks included.
const swapJs = lazyJs(/^src\/routes\/(__root|swap)\.tsx\?tsr-split/);
const tokenJs = lazyJs(/^src\/routes\/(__root|token\.\$address)\.tsx\?tsr-split/, [
  'src/features/swap/components/trade-panel.tsx',
]);

const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const allJs = new Set(
  Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js')),
);

const initialJsBytes = sum(initialJs);
const initialCssBytes = sum(initialCss);
const routeJsBytes = sum(routeJs);
const swapJsBytes = sum(swapJs);
const tokenJsBytes = sum(tokenJs);
const allJsBytes = sum(allJs);
const withinBudget = initialJsBytes <= BUDGET_JS_BYTES;

const rows = [
  // The prerendered shells, the boot script and the entry stylesheet are inline (src/prerender).
  ['index.html (shells, inline CSS)', gzipSync(indexHtml).length, 1],
  ['first load of /: JS (entry + static imports)', initialJsBytes, initialJs.size],
  ['first load of /: CSS', initialCssBytes, initialCss.size],
  ['route / chunks (lazy, fetched right after start)', routeJsBytes, routeJs.size],
  ['first load + route / JS', initialJsBytes + routeJsBytes, initialJs.size + routeJs.size],
  ['route /swap chunks (lazy)', swapJsBytes, swapJs.size],
  ['first load + route /swap JS', initialJsBytes + swapJsBytes, initialJs.size + swapJs.size],
  ['route /token/$address + trade panel chunks (lazy)', tokenJsBytes, tokenJs.size],
  ['first load + token page + trade panel JS', initialJsBytes + tokenJsBytes, initialJs.size + tokenJs.size],
  ['all JS in the build (incl. lazy wallet layer)', allJsBytes, allJs.size],
];
console.log('\nBundle (gzip):');
for (const [label, bytes, files] of rows) {
  console.log(`  ${label.padEnd(52)} ${kB(bytes).padStart(10)}  (${files} file${files === 1 ? '' : 's'})`);
}
console.log(
  `\nInitial JS ${kB(initialJsBytes)} of a ${kB(BUDGET_JS_BYTES)} budget: ${withinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
if (!withinBudget) process.exit(1);
