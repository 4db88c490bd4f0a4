import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { appChain } from './src/build/vite-plugin.ts';
import { prerenderShells } from './src/prerender/vite-plugin.ts';

/**
 * Preloads the Latin subset of the self-hosted Inter from index.html, so the font downloads alongside
 * the JavaScript instead of after the first render has discovered it: no late swap of every text.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'launchdeck:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Fewer, larger chunks for the browser: each shared module set below 16 kB is copied into the chunks
 * that use it instead of being a file of its own. WHY: the automatic splitting made ~90 files for a
 * token page (dozens under 1 kB); at 4x CPU each costs the main thread ~2 ms to request, receive and
 * link, ahead of the first paint and of the take-over (docs/performance.md: 98 -> 22 files, first
 * paint and take-over both sooner). Not for the server's renderer, whose entry must keep its exports.
 */
function fewerChunks(): Plugin {
  return {
    name: 'launchdeck:fewer-chunks',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            // Required by the inlining: an entry's exports may then be left out (the app's entry has none).
            preserveEntrySignatures: false,
            output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    // VITE_CHAIN_ID's chain and address book (a deployment record), or a build error naming the file.
    appChain(),
    preloadLatinFont(),
    fewerChunks(),
    prerenderShells(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@interface': fileURLToPath(new URL('./interface', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The manifest lets scripts/bench-bundle.mjs tell the first load's chunks from the lazy ones.
  // The size warning fires only for lazy wallet chunks (wagmi, RainbowKit, WalletConnect); the first
  // load has its own budget, checked by bench:bundle.
  build: { target: 'es2022', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1000 },
  test: {
    // One test file per core: Vitest's default leaves one core to its main process, which idles,
    // so a 2-core machine ran the files one at a time (274 s; 181 s with both cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'interface/**/*.test.ts'],
          globalSetup: ['server/test/install-anvil.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The app's pure logic (its lib folders) needs no DOM: without happy-dom and Testing
          // Library's setup, its 99 files took 39 s instead of 83. A file there that needs a DOM says
          // so (`// @vitest-environment happy-dom`).
          name: 'app-logic',
          environment: 'node',
          include: ['src/**/lib/**/*.test.ts'],
          env: { VITE_CHAIN_ID: '31337' },
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          exclude: ['src/**/lib/**/*.test.ts'],
          // Routes rendered whole with their providers take 1-3 s each on this 2-core machine, and
          // several times that when it is busy: Vitest's 5 s failed them under load, never by a bug.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // The app's tests run on the local chain (its address book is the generated one), whatever the shell says.
          env: { VITE_CHAIN_ID: '31337' },
        },
      },
    ],
  },
});
