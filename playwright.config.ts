import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/chromium.mjs';
import { otherChainWebServers } from './e2e/other-chain/stack';
import { E2E_PORTS, E2E_URLS, webServers } from './e2e/stack';

/**
 * Specs that move the shared chain's clock forward (a day, to end the featured auction): every other
 * spec's deadlines come from our clock, so these run in projects of their own, after all the others,
 * and one after another: the deadlines spec moves the chain a day ahead, which would end the auction
 * under the auction spec's feet.
 */
const CLOCK_SPECS = '**/*.clock.spec.ts';
const DEADLINE_SPEC = '**/deadline.clock.spec.ts';
/**
 * The spec that turns the shared chain's automine off to keep a trade pending: alone, after the
 * others. Beside them, every transaction another spec sent waited on its blocks, and another spec's
 * `evm_mine` could mine its pending trade early.
 */
const PENDING_SPEC = '**/transactions.spec.ts';

/** e2e/run.mjs finds (or installs) a Chromium and passes it here; Playwright cannot download one offline. */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Two workers on a two-core machine: the services and the preview server need a share of it too.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // A hard stop for a run that hangs, the stack's start (on a fresh clone: the chain's state built and
  // indexed, about 4 minutes) included. 25 minutes: on a busy two-core machine a whole fresh run has
  // taken 12, and CI's own limit is far above.
  globalTimeout: 25 * 60_000,
  reporter: [['list']],
  // One folder per app port: two runs side by side (E2E_*_PORT) do not delete each other's traces.
  outputDir: `test-results/${E2E_PORTS.app}`,
  globalTeardown: './e2e/stack.ts',
  use: {
    baseURL: E2E_URLS.app,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  // The local stack, then a second one on another chain (e2e/other-chain), each started in turn.
  webServer: [...webServers, ...otherChainWebServers],
  projects: [
    { name: 'main', testIgnore: [CLOCK_SPECS, PENDING_SPEC] },
    { name: 'pending', testMatch: PENDING_SPEC, dependencies: ['main'] },
    { name: 'clock', testMatch: CLOCK_SPECS, testIgnore: DEADLINE_SPEC, dependencies: ['pending'] },
    { name: 'deadlines', testMatch: DEADLINE_SPEC, dependencies: ['clock'] },
  ],
});
