// `npm run test:e2e`: makes sure a Chromium, the local chain's Anvil and its genesis (the seed's
// history as transactions, built once into .data/chain as `npm start` does) exist, then runs the
// Playwright specs with them.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { findAnvil } from '../scripts/anvil.mjs';
import { findChromium } from './chromium.mjs';

const chromium = await findChromium();
console.log(`e2e: using Chromium at ${chromium}`);
const anvil = await findAnvil();
console.log(`e2e: using Anvil at ${anvil}`);
const { ensureGenesis } = await tsImport('../server/chain/genesis/cache.ts', import.meta.url);
const genesis = await ensureGenesis({
  dataDir: resolve(process.env.CHAIN_DATA_DIR ?? '.data/chain'),
  log: (line) => console.log(`e2e: ${line}`),
});
console.log(`e2e: the chain starts from ${genesis}`);
const args = process.argv.slice(2);
// The projects of the specs that move the whole chain (its clock, its automine) depend on every other
// spec (playwright.config.ts): asked for by name alone, they run alone, instead of after the whole main project.
const files = args.filter((arg) => !arg.startsWith('-'));
const movesTheChain = (file) => file.endsWith('.clock.spec.ts') || file.endsWith('transactions.spec.ts');
const onlyChainMovers = files.length > 0 && files.every(movesTheChain);
const result = spawnSync('npx', ['playwright', 'test', ...args, ...(onlyChainMovers ? ['--no-deps'] : [])], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, ANVIL_PATH: anvil, LAUNCHDECK_E2E_GENESIS: genesis },
});
process.exit(result.status ?? 1);
