import { test as base, expect, type Page } from '@playwright/test';

export { expect };

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Only the machine itself: the app must load nothing from another host (fonts, icons, analytics…). */
export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return LOCAL_HOSTS.has(hostname);
}

interface GuardOptions {
  /** Console errors a test provokes on purpose (e.g. a service that is down), as patterns. */
  allowedConsoleErrors: RegExp[];
}

/**
 * `page`, watched: after each test, no request may have left 127.0.0.1/localhost and the console
 * must hold no error (nor any uncaught exception) beyond those the test declared with
 * `test.use({ allowedConsoleErrors: [[/…/], { scope: 'test' }] })` (wrapped once more: Playwright reads a bare
 * array as `[value, options]`).
 */
export const test = base.extend<GuardOptions & { page: Page }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const externalRequests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (!isLocalUrl(request.url())) externalRequests.push(`${request.method()} ${request.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `${message.text()} (${message.location().url})`;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));

    await use(page);

    expect(externalRequests, 'requests that left 127.0.0.1/localhost').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  },
});
