/**
 * The shells index.html carries (see vite-plugin.ts), by name: `<template id="shell-NAME">`.
 * `discovery` is `/`, `token` any `/token/0x…` page; other paths show none and paint with the app.
 */
export type ShellName = 'discovery' | 'token';

/**
 * Runs inline in index.html, right after `<div id="root">`, before the first paint: copies the shell
 * of this path into the root and starts the page's first API reads (`<link rel="preload" as="fetch">`),
 * so the skeleton shows, and the data arrives, while the entry script downloads and parses. (Its
 * route's code chunks are not preloaded: that slowed the first card on `/`, docs/performance.md.)
 *
 * WHY one self-contained function: it is inlined as its own source text (`BOOT_SCRIPT`), so it may
 * use nothing from outside its body. Each template lists the reads its page starts in `data-preload`,
 * space-separated URLs where `__address__` stands for the token page's address, lowercase as the app
 * asks. They are asked only without a query string: filters or `?ref=` may change the app's request,
 * and a preload the app does not make is a wasted request.
 */
export function bootShell(doc: Document, pathname: string, search: string): void {
  const token = /^\/token\/(0x[0-9a-fA-F]{40})\/?$/.exec(pathname);
  const name = pathname === '/' ? 'discovery' : token ? 'token' : null;
  const template = name ? doc.getElementById(`shell-${name}`) : null;
  // The templates leave the page, used or not: pages are held to a DOM budget (about 800 nodes).
  for (const unused of doc.querySelectorAll('template[id^="shell-"]')) unused.remove();
  const root = doc.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return;
  root.replaceChildren(template.content.cloneNode(true));
  const preloadRead = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // The app's fetch is CORS without credentials: `anonymous` makes this the same request, which
    // the app then finds in flight or done.
    link.crossOrigin = 'anonymous';
    link.href = href;
    // Once loaded, the answer is kept by the browser, not by the element.
    link.onload = () => link.remove();
    link.onerror = () => link.remove();
    doc.head.append(link);
  };
  const address = token?.[1]?.toLowerCase() ?? '';
  const urls = search ? [] : (template.dataset.preload ?? '').split(' ');
  for (const url of urls) if (url) preloadRead(url.replace('__address__', address));
}

/**
 * The inline script's text, which also takes the script element out (the DOM budget again). Its hash
 * goes into the Content-Security-Policy, which allows no other inline script.
 */
export const BOOT_SCRIPT = `(${bootShell.toString()})(document, location.pathname, location.search);document.currentScript.remove();`;
