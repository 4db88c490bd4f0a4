import { describe, expect, it } from 'vitest';
import { routePreloads, type ViteManifest } from './route-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_button.js': { file: 'assets/button-1.js', imports: ['_react.js'] },
  '_chart.js': { file: 'assets/chart-1.js', imports: ['_button.js'] },
  'src/routes/token.$address.tsx?tsr-split=component': {
    file: 'assets/token-1.js',
    imports: ['_react.js', '_chart.js', '_button.js'],
  },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-1.js', imports: ['_button.js'] },
  'src/features/swap/components/trade-panel.tsx': {
    file: 'assets/trade-panel-1.js',
    imports: ['_button.js', '_abis.js'],
  },
  '_abis.js': { file: 'assets/abis-1.js' },
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

describe('routePreloads', () => {
  it('preloads a rendered route’s chunk, what its loader needs at once, and all they import, each once, but what index.html already preloads', () => {
    const preloads = routePreloads(manifest);
    expect(hrefs(preloads(`/token/0x${'ab'.repeat(20)}`))).toEqual([
      '/assets/token-1.js',
      '/assets/chart-1.js',
      '/assets/button-1.js',
      '/assets/trade-panel-1.js',
      '/assets/abis-1.js',
    ]);
    expect(preloads('/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/routes-1.js"><link rel="modulepreload" crossorigin href="/assets/button-1.js">',
    );
  });

  it('preloads nothing for a page the server does not render, or without a manifest', () => {
    expect(routePreloads(manifest)('/leaderboard')).toBe('');
    expect(routePreloads({})('/')).toBe('');
  });
});
