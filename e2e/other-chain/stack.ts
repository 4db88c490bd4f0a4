/**
 * A second stack for the e2e, standing for a real deployment on another chain: a bare Anvil with
 * chain id 84532 (Base Sepolia's), Launchdeck deployed to it by `npm run deploy`'s code, the services
 * indexing it, and the app built with `VITE_CHAIN_ID=84532` from that deployment's record. Nothing of
 * the local chain's genesis is there: what the app shows comes from that chain alone.
 */
import { join } from 'node:path';
import { ANVIL, E2E_DATA_DIR, E2E_HOST } from '../stack';

export const OTHER_CHAIN_ID = 84532;

/** Overridable like the main stack's (E2E_OTHER_*_PORT), for two runs side by side. */
const PORTS = {
  chain: Number(process.env.E2E_OTHER_CHAIN_PORT ?? 18546),
  launch: Number(process.env.E2E_OTHER_LAUNCH_PORT ?? 18797),
  swap: Number(process.env.E2E_OTHER_SWAP_PORT ?? 18798),
  app: Number(process.env.E2E_OTHER_APP_PORT ?? 14183),
} as const;

export const OTHER_URLS = {
  chain: `http://${E2E_HOST}:${PORTS.chain}`,
  launch: `http://${E2E_HOST}:${PORTS.launch}`,
  swap: `http://${E2E_HOST}:${PORTS.swap}`,
  app: `http://${E2E_HOST}:${PORTS.app}`,
} as const;

/** Where the deployment record goes: what the services and the app's build read (DEPLOYMENTS_DIR). */
export const OTHER_DEPLOYMENTS_DIR = join(E2E_DATA_DIR, 'other-chain', 'deployments');
export const OTHER_RECORD_PATH = join(OTHER_DEPLOYMENTS_DIR, `${OTHER_CHAIN_ID}.json`);

export const OTHER_SERVICES_ENV = {
  HOST: E2E_HOST,
  CHAIN_ID: String(OTHER_CHAIN_ID),
  RPC_URL: OTHER_URLS.chain,
  DEPLOYMENTS_DIR: OTHER_DEPLOYMENTS_DIR,
  LAUNCH_PORT: String(PORTS.launch),
  SWAP_PORT: String(PORTS.swap),
  DATABASE_PATH: join(E2E_DATA_DIR, 'other-chain', 'launchdeck.sqlite'),
  SIMULATE: '0',
  // Anvil mines a block per transaction and none after: the default (2 on any chain but 31337) would
  // leave the last trades unread.
  CONFIRMATIONS: '0',
  CORS_ORIGINS: [OTHER_URLS.app, `http://localhost:${PORTS.app}`].join(','),
  TRUSTED_PROXIES: E2E_HOST,
} satisfies NodeJS.ProcessEnv;

const APP_OUT_DIR = `.data/e2e/dist-${PORTS.app}`;

const server = {
  timeout: 180_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

/** Started after the main stack's, in this order: Playwright starts its web servers one by one. */
export const otherChainWebServers = [
  {
    ...server,
    name: 'other chain',
    // Bare: only what Anvil preinstalls (the CREATE2 deployer among it), as on a fresh testnet.
    command: `${JSON.stringify(ANVIL)} --host ${E2E_HOST} --port ${PORTS.chain} --chain-id ${OTHER_CHAIN_ID} --silent --cache-path ${JSON.stringify(join(E2E_DATA_DIR, 'other-chain', 'anvil-states'))}`,
    url: OTHER_URLS.chain,
  },
  {
    ...server,
    name: 'other services',
    // Deploys first (npm run deploy's code), then runs the services against that chain.
    command: 'npx tsx e2e/other-chain/deploy-and-serve.ts',
    env: OTHER_SERVICES_ENV,
    url: `${OTHER_URLS.launch}/api/tokens`,
  },
  {
    ...server,
    name: 'other app',
    command: [
      `npx vite build --outDir ${APP_OUT_DIR} --emptyOutDir --logLevel warn`,
      'npx tsx src/web-server/main.ts',
    ].join(' && '),
    env: {
      VITE_LAUNCH_API_URL: OTHER_URLS.launch,
      VITE_SWAP_API_URL: OTHER_URLS.swap,
      VITE_CHAIN_ID: String(OTHER_CHAIN_ID),
      VITE_RPC_URL: OTHER_URLS.chain,
      VITE_WALLETCONNECT_PROJECT_ID: '',
      DEPLOYMENTS_DIR: OTHER_DEPLOYMENTS_DIR,
      APP_DIST_DIR: APP_OUT_DIR,
      HOST: E2E_HOST,
      APP_PORT: String(PORTS.app),
      RENDER_WAIT_MS: '5000',
    },
    url: OTHER_URLS.app,
  },
];
