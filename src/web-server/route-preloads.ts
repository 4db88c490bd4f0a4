/**
 * `<link rel="modulepreload">`s for the code of the route a rendered page shows. WHY: the app takes
 * the server's view over only once its router has loaded that route's chunk, which the entry asks for
 * only when it runs, and that chunk's own imports after it: a waterfall of ~0.4 s at 4x on a phone
 * after the page had painted. Sent ahead of the view (a long one is parsed for a second at 4x before
 * links after it are seen), they are fetched while the page parses. index.html already preloads the
 * entry's own imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The pages rendered with data (server-entry.tsx) and the modules their first moments need: the
 * route's component, as TanStack Router splits it, then what its loader imports at once. The token
 * page waits for its trade panel's code before it takes the view over, and its chart reads the chain
 * with the history reader's code; lightweight-charts (the canvas) is left to the loader, since the
 * server's view already draws the newest candles.
 */
const ROUTES = [
  { path: /^\/$/, modules: ['src/routes/index.tsx?tsr-split=component'] },
  {
    path: /^\/token\/0x[0-9a-fA-F]{40}\/?$/,
    modules: [
      'src/routes/token.$address.tsx?tsr-split=component',
      'src/features/swap/components/trade-panel.tsx',
      'src/features/token/components/price-history-chart.tsx',
      'src/features/token/api/use-price-history.ts',
    ],
  },
];

/** `key`'s chunk and every chunk it imports statically, depth first, each once. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The links of each rendered route, as a function of the page's path ('' for any other). */
export function routePreloads(manifest: ViteManifest): (pathname: string) => string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const preloaded = new Set(entries.flatMap((entry) => [...staticClosure(manifest, entry)]));
  const links = ROUTES.map(({ path, modules }) => ({
    path,
    html: [...modules.reduce((seen, module) => staticClosure(manifest, module, seen), new Set<string>())]
      .filter((key) => !preloaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join(''),
  }));
  return (pathname) => links.find((route) => route.path.test(pathname))?.html ?? '';
}

/** The build's manifest (`build.manifest` in vite.config.ts); without one, no route preloads. */
export function readManifest(distDir: string): ViteManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ViteManifest) : {};
}
