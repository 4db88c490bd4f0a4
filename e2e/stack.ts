/**
 * The local stack the end-to-end tests run against, on ports of its own so that a running `npm start`
 * is never disturbed: a fresh local chain (Anvil), the launch and swap services on a fresh database
 * (deterministic seed, no live simulation) and the production build served by the app's web server
 * (src/web-server), built to call those services and that chain.
 *
 * playwright.config.ts starts all three as `webServer`s; this file's default export is the global
 * teardown that removes the temporary database folder.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedAnvil, LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';

export const E2E_HOST = '127.0.0.1';
/** Overridable (E2E_LAUNCH_PORT, E2E_SWAP_PORT, E2E_APP_PORT, E2E_CHAIN_PORT) for two runs side by side on one machine. */
export const E2E_PORTS = {
  launch: Number(process.env.E2E_LAUNCH_PORT ?? 18787),
  swap: Number(process.env.E2E_SWAP_PORT ?? 18788),
  app: Number(process.env.E2E_APP_PORT ?? 14173),
  chain: Number(process.env.E2E_CHAIN_PORT ?? 18545),
} as const;

export const E2E_URLS = {
  launch: `http://${E2E_HOST}:${E2E_PORTS.launch}`,
  swap: `http://${E2E_HOST}:${E2E_PORTS.swap}`,
  app: `http://${E2E_HOST}:${E2E_PORTS.app}`,
  chain: `http://${E2E_HOST}:${E2E_PORTS.chain}`,
} as const;

/**
 * e2e/run.mjs finds (or installs) Anvil and passes it as ANVIL_PATH; without it (`npx playwright test`),
 * whatever is already installed, else an `anvil` the shell may find.
 */
export const ANVIL = installedAnvil() ?? 'anvil';

/**
 * One fresh folder per run, in the system's temp dir. Playwright loads this file in the runner and
 * again in each worker (and tools such as knip load it too): the name is chosen once by the runner
 * and inherited through the environment, and nothing is created here; the services create the
 * folder with the database, and the global teardown removes it.
 */
const DATA_DIR_VAR = 'LAUNCHDECK_E2E_DATA_DIR';
process.env[DATA_DIR_VAR] ??= join(tmpdir(), `launchdeck-e2e-${Date.now().toString(36)}-${process.pid}`);
export const E2E_DATA_DIR = process.env[DATA_DIR_VAR];

/** The app's origin first: the services take the first allowed origin as the Sign-In-with-Ethereum domain. */
const CORS_ORIGINS = [E2E_URLS.app, `http://localhost:${E2E_PORTS.app}`].join(',');

/**
 * The genesis folder e2e/run.mjs made sure of: the chain loads its state, the services take its chat
 * and referrals. Without it (`npx playwright test` alone) the chain starts empty and the services
 * seed a database-only world.
 */
const GENESIS = process.env.LAUNCHDECK_E2E_GENESIS;

export const SERVICES_ENV = {
  HOST: E2E_HOST,
  RPC_URL: E2E_URLS.chain,
  ...(GENESIS ? { GENESIS_DIR: GENESIS } : {}),
  LAUNCH_PORT: String(E2E_PORTS.launch),
  SWAP_PORT: String(E2E_PORTS.swap),
  DATABASE_PATH: join(E2E_DATA_DIR, 'launchdeck.sqlite'),
  SIMULATE: '0',
  CORS_ORIGINS,
  // The tests' requests all leave 127.0.0.1: each test names a client address of its own in
  // X-Forwarded-For (e2e/fixtures.ts, e2e/client-proxy.ts), so that it spends per-IP budgets of its own.
  TRUSTED_PROXIES: E2E_HOST,
} satisfies NodeJS.ProcessEnv;

/** Read by `vite build`: the app under test talks to the e2e services, on the e2e chain, without WalletConnect. */
export const APP_BUILD_ENV = {
  VITE_LAUNCH_API_URL: E2E_URLS.launch,
  VITE_SWAP_API_URL: E2E_URLS.swap,
  VITE_CHAIN_ID: String(LOCAL_CHAIN_ID),
  VITE_RPC_URL: E2E_URLS.chain,
  VITE_WALLETCONNECT_PROJECT_ID: '',
} satisfies NodeJS.ProcessEnv;

/** Outside src/ and dist/, one per app port: the e2e build never overwrites what `npm start` or another run serves. */
const APP_OUT_DIR = `.data/e2e/dist-${E2E_PORTS.app}`;

export const webServers = [
  {
    name: 'chain',
    command: [
      JSON.stringify(ANVIL),
      `--host ${E2E_HOST} --port ${E2E_PORTS.chain} --chain-id ${LOCAL_CHAIN_ID} --silent`,
      // Its state files in the run's folder, which the teardown removes (scripts/anvil.mjs, anvilStateFolder).
      `--cache-path ${JSON.stringify(join(E2E_DATA_DIR, 'anvil-states'))}`,
      ...(GENESIS ? [`--load-state ${JSON.stringify(join(GENESIS, 'state.json'))}`] : []),
    ].join(' '),
    // Anvil answers a GET with 400 (it wants JSON-RPC over POST), which Playwright counts as ready.
    url: E2E_URLS.chain,
    // Loading the genesis state takes seconds (about 7 on a 2-core machine).
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
  {
    name: 'services',
    command: 'npx tsx server/main.ts',
    env: SERVICES_ENV,
    // Answers once the seed is written and both services listen (the swap service starts with it).
    url: `${E2E_URLS.launch}/api/tokens`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
  {
    name: 'app',
    command: [
      `npx vite build --outDir ${APP_OUT_DIR} --emptyOutDir --logLevel warn`,
      'npx tsx src/web-server/main.ts',
    ].join(' && '),
    // Pages wait for the services as long as it takes on a busy machine: a test of the first view
    // expects it rendered with data, not the skeletons a slow answer would leave.
    env: {
      ...APP_BUILD_ENV,
      APP_DIST_DIR: APP_OUT_DIR,
      HOST: E2E_HOST,
      APP_PORT: String(E2E_PORTS.app),
      RENDER_WAIT_MS: '5000',
    },
    url: E2E_URLS.app,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
];

/** Global teardown: the services have stopped; their database goes with its folder. */
export default function removeE2eData() {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
