/**
 * `npm run serve`: serves the built app (`npm run build`) with its pages' first view rendered with data
 * (see web-app.ts). APP_DIST_DIR (default dist), HOST (127.0.0.1), APP_PORT (4173); RENDER_WAIT_MS
 * (1000) is how long a page waits for the launch service before it is sent with skeletons instead;
 * RENDER_CONCURRENCY (8) how many pages render at once before the next ones are sent as built.
 * Link previews (previews/) read the launch service at VITE_LAUNCH_API_URL, and write absolute
 * addresses under PUBLIC_ORIGIN (default: each request's Host).
 */
import { startWebServer } from './start';
import { DEFAULT_MAX_RENDERS, DEFAULT_WAIT_MS } from './web-app';

const port = Number(process.env.APP_PORT ?? 4173);
const waitMs = Number(process.env.RENDER_WAIT_MS ?? DEFAULT_WAIT_MS);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  throw new Error(`APP_PORT=${process.env.APP_PORT} is not a port`);
if (!Number.isFinite(waitMs) || waitMs < 0)
  throw new Error(`RENDER_WAIT_MS=${process.env.RENDER_WAIT_MS} is not a duration`);
const maxRenders = process.env.RENDER_CONCURRENCY ?? String(DEFAULT_MAX_RENDERS);
if (!/^\d+$/.test(maxRenders)) throw new Error(`RENDER_CONCURRENCY=${maxRenders} is not a count`);

const server = await startWebServer({
  distDir: process.env.APP_DIST_DIR ?? 'dist',
  host: process.env.HOST ?? '127.0.0.1',
  port,
  waitMs,
  maxRenders: Number(maxRenders),
  log: console.log,
  logError: console.error,
});
console.log(`The app is served at ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
