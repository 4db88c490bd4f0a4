import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serverRendererPath } from '../prerender/first-view';
import type { FirstViewRenderer } from './pages';
import { previewOptionsFromEnv } from './previews/preview-config';
import type { PreviewOptions } from './previews/previews';
import { createWebApp } from './web-app';

export interface WebServerOptions {
  distDir: string;
  host: string;
  port: number;
  waitMs?: number;
  maxRenders?: number;
  log?: (line: string) => void;
  /** Where a failed render is told (default: `log`). */
  logError?: (line: string) => void;
  /** The link previews' launch service and public origin (default: VITE_LAUNCH_API_URL, PUBLIC_ORIGIN). */
  previews?: PreviewOptions;
}

export interface WebServer {
  url: string;
  close: () => Promise<void>;
}

/** The renderer built beside the app (vite-plugin.ts), when there is one. */
async function loadRenderer(distDir: string, log: (line: string) => void): Promise<FirstViewRenderer | undefined> {
  const path = serverRendererPath(distDir);
  if (!existsSync(path)) {
    log(`No server renderer at ${path}: pages paint their shells, then the app renders them.`);
    return undefined;
  }
  // WHY: React, which the renderer imports from node_modules, loads its development build unless
  // NODE_ENV says otherwise: several times the CPU a render (its checks and owner stacks).
  process.env.NODE_ENV ??= 'production';
  return (await import(pathToFileURL(path).href)) as FirstViewRenderer;
}

/** Listens on `host:port` with createWebApp over `distDir`; resolves once it does. */
export async function startWebServer({
  distDir,
  host,
  port,
  waitMs,
  maxRenders,
  log = () => {},
  logError = log,
  previews = previewOptionsFromEnv(process.env),
}: WebServerOptions): Promise<WebServer> {
  const dir = resolve(distDir);
  const renderer = await loadRenderer(dir, log);
  let told = false;
  const app = createWebApp({
    distDir: dir,
    renderer,
    previews,
    ...(waitMs === undefined ? {} : { waitMs }),
    ...(maxRenders === undefined ? {} : { maxRenders }),
    onRenderError: (error) => {
      if (told) return;
      told = true;
      logError(`A page could not be rendered on the server (sent as built; told once): ${String(error)}`);
    },
  });
  return new Promise((resolveStarted, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) =>
      resolveStarted({
        url: `http://${host}:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
    server.once('error', reject);
  });
}
