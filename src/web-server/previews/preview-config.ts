import type { PreviewOptions } from './previews';

/** Where the launch service is when nothing says otherwise: the local stack's (app/env.ts's default). */
const DEFAULT_LAUNCH_API_URL = 'http://127.0.0.1:8787';

/**
 * The previews' settings from the environment: the launch service at VITE_LAUNCH_API_URL (the
 * variable the build reads: `npm start` and the e2e stack set it for both), and PUBLIC_ORIGIN, the
 * site's public origin for the tags' absolute addresses (default: each request's own Host).
 */
export function previewOptionsFromEnv(env: NodeJS.ProcessEnv): PreviewOptions {
  const launchApiUrl = env.VITE_LAUNCH_API_URL?.trim() || DEFAULT_LAUNCH_API_URL;
  const origin = env.PUBLIC_ORIGIN?.trim();
  return {
    launchApiUrl: new URL(launchApiUrl).href.replace(/\/+$/, ''),
    publicOrigin: origin ? originOf(origin) : undefined,
  };
}

function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN=${value} is not an origin (https://host[:port])`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`PUBLIC_ORIGIN=${value} is not an origin (https://host[:port], no path)`);
  return url.origin;
}
