// The local stack as `npm start` and the benchmarks run it: the launch and swap services
// (`npm run services`, in their own process group) and the production build of the app served by
// its web server (src/web-server: its files with the Content-Security-Policy, and its pages' first view
// rendered with data), which is what traders get.
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers at all (any HTTP status); the services answer only when seeded and listening. */
async function waitForHttp(url, { timeoutMs, isAlive, signal }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (!isAlive()) throw new Error(`stopped before ${url} answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await sleep(300);
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** The production build of the app into `outDir`, for the VITE_* variables set now. */
export const buildApp = (outDir = 'dist') => build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });

/**
 * Starts the services and the app, waits until both answer, and returns their URLs and `stop()`.
 * `appBuilt`, the promise of a `buildApp` started earlier, is awaited instead of building here.
 * `onServicesOutput` receives the services' output line by line (default: dropped, but the last lines
 * are kept and shown if they fail). Aborting `signal` while starting stops whatever has started.
 */
export async function startLocalStack({
  host = '127.0.0.1',
  launchPort = 8787,
  swapPort = 8788,
  appPort = 4173,
  servicesEnv = {},
  outDir = 'dist',
  onServicesOutput = () => {},
  servicesTimeoutMs = 180_000,
  appBuilt,
  signal,
} = {}) {
  const launchUrl = `http://${host}:${launchPort}`;
  const swapUrl = `http://${host}:${swapPort}`;
  const appUrl = `http://${host}:${appPort}`;

  // The app is built to call these services unless the caller points it elsewhere on purpose.
  process.env.VITE_LAUNCH_API_URL ??= launchUrl;
  process.env.VITE_SWAP_API_URL ??= swapUrl;

  const recentOutput = [];
  const services = spawn('npm', ['run', '--silent', 'services'], {
    // detached: a process group of its own, so that stop() reaches npm, tsx and node alike.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: host,
      LAUNCH_PORT: String(launchPort),
      SWAP_PORT: String(swapPort),
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${appUrl},http://localhost:${appPort}`,
      ...servicesEnv,
    },
  });
  let servicesExit;
  const servicesExited = new Promise((resolve) =>
    services.once('exit', (code, signal) => {
      servicesExit = { code, signal };
      resolve();
    }),
  );
  for (const stream of [services.stdout, services.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        recentOutput.push(line);
        if (recentOutput.length > 20) recentOutput.shift();
        onServicesOutput(line);
      }
    });
  }

  let webServer;
  const stop = async () => {
    await webServer?.close().catch(() => {});
    if (!servicesExit) {
      try {
        process.kill(-services.pid, 'SIGTERM');
      } catch {}
      const killed = await Promise.race([servicesExited.then(() => true), sleep(8000).then(() => false)]);
      if (!killed) {
        try {
          process.kill(-services.pid, 'SIGKILL');
        } catch {}
      }
    }
  };

  signal?.addEventListener('abort', () => void stop(), { once: true });
  try {
    await (appBuilt ?? buildApp(outDir));
    signal?.throwIfAborted();
    const { startWebServer } = await tsImport('../../src/web-server/start.ts', import.meta.url);
    webServer = await startWebServer({ distDir: outDir, host, port: appPort, log: onServicesOutput });
    const alive = () => !servicesExit;
    await waitForHttp(`${launchUrl}/api/tokens`, { timeoutMs: servicesTimeoutMs, isAlive: alive, signal });
    await waitForHttp(`${swapUrl}/api/tokens`, { timeoutMs: 10_000, isAlive: alive, signal });
    await waitForHttp(appUrl, { timeoutMs: 10_000, isAlive: () => true, signal });
  } catch (error) {
    await stop();
    if (signal?.aborted) throw signal.reason;
    const tail = recentOutput.filter(Boolean).slice(-8).join('\n  ');
    const why = servicesExit ? `the services stopped (exit code ${servicesExit.code ?? servicesExit.signal})` : '';
    throw new Error([error.message, why, tail && `last output of the services:\n  ${tail}`].filter(Boolean).join('\n'));
  }

  return { appUrl, launchUrl, swapUrl, stop, servicesExited };
}
