import { resolve } from 'node:path';

/**
 * How index.html and the server renderer meet (vite-plugin.ts writes, src/web-server reads): the markers
 * around `#root` and the shells, which src/web-server replaces with the first view rendered with its data,
 * and where the renderer's bundle is built.
 */
export const FIRST_VIEW_START = '<!--first-view-->';
export const FIRST_VIEW_END = '<!--/first-view-->';

/**
 * Rendered markup as the page shows it before the app runs. inert, as display: contents (no box of its
 * own): until the app replaces it, it is a picture, neither clickable nor focusable, so no click or
 * keystroke falls into it and is lost.
 */
export const inertView = (html: string) => `<div inert style="display:contents">${html}</div>`;

/** The server renderer's bundle, next to the app's: `dist` → `dist-ssr/server-entry.js`. */
export const serverRendererPath = (outDir: string) => resolve(`${outDir}-ssr`, 'server-entry.js');
