// `npm run test:e2e`: makes sure a Chromium and the local chain's Anvil exist, then runs the Playwright
// specs with them.
import { spawnSync } from 'node:child_process';
import { findAnvil } from '../scripts/anvil.mjs';
import { findChromium } from './chromium.mjs';

const chromium = await findChromium();
console.log(`e2e: using Chromium at ${chromium}`);
const anvil = await findAnvil();
console.log(`e2e: using Anvil at ${anvil}`);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, ANVIL_PATH: anvil },
});
process.exit(result.status ?? 1);
