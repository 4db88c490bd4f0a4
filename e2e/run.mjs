// `npm run test:e2e`: makes sure a Chromium exists, then runs the Playwright specs with it.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = await findChromium();
console.log(`e2e: using Chromium at ${chromium}`);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
