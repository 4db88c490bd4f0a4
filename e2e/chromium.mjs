// Finds a Chromium for the end-to-end tests, or gets one, and says what it does.
// Order: CHROMIUM_PATH, the system's, Playwright's own; then `npx playwright install chromium`
// where the internet is reachable, else Debian's `chromium` package.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * How Chromium is launched here, as root with no network beyond loopback: without the background
 * networking flags it keeps trying (and failing) to reach Google's hosts.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function run(cmd, args) {
  console.log(`e2e: running ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;
}

function apt() {
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const [cmd, ...pre] = sudo.length ? sudo : ['apt-get'];
  const aptArgs = (args) => (sudo.length ? [...pre, 'apt-get', ...args] : args);
  return (
    run(cmd, aptArgs(['update', '-qq'])) &&
    run(cmd, aptArgs(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']))
  );
}

function registryReachable() {
  try {
    execFileSync(
      'node',
      [
        '-e',
        "fetch('https://playwright.azureedge.net',{method:'HEAD',signal:AbortSignal.timeout(4000)}).then(()=>process.exit(0),()=>process.exit(1))",
      ],
      { stdio: 'ignore' },
    );
    return true;
  } catch {
    return false;
  }
}

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
  }
  const found = SYSTEM.find((p) => existsSync(p)) ?? (await playwrightOwn());
  if (found) return found;
  console.log('e2e: no Chromium found (CHROMIUM_PATH, system, Playwright) — getting one');
  if (registryReachable() && run('npx', ['playwright', 'install', 'chromium'])) {
    const own = await playwrightOwn();
    if (own) return own;
  }
  if (apt()) {
    const installed = SYSTEM.find((p) => existsSync(p));
    if (installed) return installed;
  }
  throw new Error('e2e: could not find or install Chromium; set CHROMIUM_PATH to a Chromium or Chrome binary');
}
