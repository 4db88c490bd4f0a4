import { createHash } from 'node:crypto';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEVELOPMENT_ADDRESSES, DEVELOPMENT_KEYS } from '../src/features/wallet/lib/development-provider';
import { startClientProxy } from './client-proxy';
import { E2E_PORTS, E2E_URLS } from './stack';

export { expect };

/**
 * Anvil's ten accounts, as the Development wallet offers them: public keys of a local chain. Specs that
 * send transactions take an account of their own, so that they run side by side without sharing a
 * nonce or a balance. Taken: 0 by most specs (trade, whose tests run one after another; chat, referrals,
 * leaderboard, shell, accessibility and typing-survives, which send nothing), 4 and 6–8
 * by trade-curve-edges, 5 by swap, 9 by transactions (a pending buy, a speed-up of it from Node); 3 by launch (shell also connects 3, sending
 * nothing, so no nonce is shared); 1 and 2 by the auction specs (auction, auction.clock). Chat posts
 * have a budget per sender (5 a minute): account 0's belongs to token-chat, the only spec that posts.
 */
export const DEVELOPMENT_ACCOUNTS = DEVELOPMENT_KEYS.map((key, index) => ({
  index,
  key,
  address: DEVELOPMENT_ADDRESSES[index]!,
}));

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
 * The address a test's requests come from, as the services count their per-IP limits: one of its
 * own (in 2001:db8::/32, the range kept for examples), the same for each run of a test and new for
 * each retry and repeat. WHY: every request of the suite leaves 127.0.0.1, so a per-IP budget such
 * as the leaderboard's 10 a minute was one for the whole run, and a test could find it spent by
 * whichever tests ran beside or before it. The e2e services trust 127.0.0.1 as a proxy
 * (TRUSTED_PROXIES, e2e/stack.ts) and count the client that X-Forwarded-For names, as behind a real
 * proxy; a request without it spends 127.0.0.1's budget, shared with the web server's renders.
 */
function clientAddressOf(info: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  const hash = createHash('sha256').update(`${info.testId}/${info.repeatEachIndex}/${info.retry}`).digest('hex');
  const groups = hash.slice(0, 24).match(/.{4}/g)!;
  return ['2001', 'db8', ...groups].join(':');
}

/**
 * The specs' `test`. Its browser and its `request` reach the services through a proxy of the test's
 * own, which names the test's client address (e2e/client-proxy.ts); the app and the chain directly.
 */
export const test = base.extend<GuardOptions & { page: Page }>({
  proxy: async ({ baseURL: _ }, use, testInfo) => {
    const proxy = await startClientProxy(clientAddressOf(testInfo));
    // Chromium's list: host and port, no spaces.
    const bypass = [E2E_URLS.app, E2E_URLS.chain, `http://localhost:${E2E_PORTS.app}`].map((u) => new URL(u).host);
    await use({ server: proxy.url, bypass: bypass.join(',') });
    await proxy.close();
  },
  allowedConsoleErrors: [[], { option: true }],
  /**
   * `page`, watched: after each test, no request may have left 127.0.0.1/localhost and the console
   * must hold no error (nor any uncaught exception) beyond those the test declared with
   * `test.use({ allowedConsoleErrors: [[/…/], { scope: 'test' }] })` (wrapped once more: Playwright reads a bare
   * array as `[value, options]`).
   */
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

/**
 * The Development wallet's entry for one of Anvil's ten accounts in RainbowKit's dialog, listed under
 * "Development wallet · local chain" as "Account 3 · 0x90F7…b906".
 */
export function developmentWalletOption(dialog: Locator, account = 0): Locator {
  return dialog.getByRole('button', { name: new RegExp(`^Account ${account} · 0x`) });
}

/**
 * In RainbowKit's open dialog, chooses the Development wallet's account, as a person would, and waits
 * for the dialog to close.
 */
export async function chooseDevelopmentAccount(page: Page, account = 0): Promise<void> {
  const dialog = page.getByRole('dialog');
  await developmentWalletOption(dialog, account).click();
  await expect(dialog).toBeHidden();
}

/** Connects the Development wallet (Anvil's account `account`, 0 unless told) from the header. */
export async function connectFromHeader(page: Page, account = 0): Promise<void> {
  await page.getByTestId('wallet-button').click();
  await chooseDevelopmentAccount(page, account);
  const button = page.getByTestId('wallet-button');
  await expect(button).toHaveAttribute('data-state', 'connected');
  // The button's title is the connected address: the account chosen, not another.
  await expect(button).toHaveAttribute('title', DEVELOPMENT_ADDRESSES[account]!);
}
