import type { Locator, Page } from '@playwright/test';
import { addressBook } from '../interface/contracts/address-book';
import { LOCAL_CHAIN_ID } from '../scripts/anvil.mjs';
import { connectFromHeader, expect, test } from './fixtures';
import { connectInjectedWallet, installInjectedWallet } from './injected-wallet';
import { buyOnCurve, launchOwnToken } from './own-token';
import { E2E_URLS } from './stack';

/**
 * Nothing typed is lost while the market moves: on a token of the test's own, trades land from Node
 * while a person types into the token page's chat and trade amount, and each field keeps its value,
 * its focus and its caret through the live rows, the page's refreshes and the quotes' refetches.
 * Nothing is sent: any Development account may be connected.
 */

test.describe.configure({ timeout: 120_000 });

interface Typed {
  value: string;
  caret: number;
}

/** Types `text` into `field`, then puts the caret `back` characters before its end. */
async function typeInto(field: Locator, text: string, back: number): Promise<Typed> {
  await field.click();
  await field.pressSequentially(text);
  for (let i = 0; i < back; i++) await field.press('ArrowLeft');
  return { value: text, caret: text.length - back };
}

/** The field still holds what was typed, has the focus, and its caret where it was left. */
async function expectKept(page: Page, field: Locator, typed: Typed) {
  await expect(field).toHaveValue(typed.value);
  await expect(field).toBeFocused();
  const caret = await field.evaluate((el) => (el as HTMLInputElement | HTMLTextAreaElement).selectionStart);
  expect(caret, 'the caret stays where it was').toBe(typed.caret);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|TEXTAREA/);
}

/**
 * Trades land from Node, one after another, each until the page shows it in its trades table (the
 * live row, then the indexer's), so that every refresh they cause has happened while the field held
 * its text.
 */
async function tradesLand(page: Page, token: `0x${string}`, count: number) {
  const rows = page.getByRole('region', { name: 'Recent trades' }).getByRole('row');
  for (let i = 0; i < count; i++) {
    const before = await rows.count();
    await buyOnCurve(token, '0.001');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  }
}

/** Types into the token page's chat and trade amount while trades land, and checks what each kept. */
async function typeWhileTradesLand(page: Page, token: `0x${string}`) {
  const panel = page.getByRole('region', { name: 'Trade' });
  await test.step('the chat draft', async () => {
    const box = page.getByRole('region', { name: 'Chat', exact: true }).getByRole('textbox', { name: 'Message' });
    const typed = await typeInto(box, 'Half a sentence about this token', 6);
    await tradesLand(page, token, 3);
    await expectKept(page, box, typed);
  });
  await test.step('the trade amount', async () => {
    const amount = panel.getByLabel('Amount in ETH');
    const typed = await typeInto(amount, '0.0123', 2);
    await tradesLand(page, token, 3);
    await expectKept(page, amount, typed);
  });
}

test('with the Development wallet: the chat draft and the trade amount keep their text, focus and caret while trades land', async ({
  page,
  request,
}) => {
  const token = await launchOwnToken(request, 'Typing Check', 'TYPE');
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 30_000 });
  await connectFromHeader(page);
  await typeWhileTradesLand(page, token.address);
});

test('with a browser wallet: the chat draft and the trade amount keep their text, focus and caret while trades land', async ({
  page,
  request,
}) => {
  const address = await installInjectedWallet(page);
  const token = await launchOwnToken(request, 'Typing Injected', 'TYPI');
  await page.goto(`/token/${token.address}`);
  const panel = page.getByRole('region', { name: 'Trade' });
  await expect(panel.getByRole('button', { name: 'Connect a wallet to trade' })).toBeVisible({ timeout: 30_000 });
  await connectInjectedWallet(page, address);
  await typeWhileTradesLand(page, token.address);
});

test.describe('on a phone: 390 px, the CPU slowed 4×', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the chat draft keeps its text, focus and caret while trades land', async ({ page, request }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const address = await installInjectedWallet(page);
    const token = await launchOwnToken(request, 'Typing Phone', 'TYPP');
    await page.goto(`/token/${token.address}`);
    const box = page.getByRole('region', { name: 'Chat', exact: true }).getByRole('textbox', { name: 'Message' });
    const typed = await typeInto(box, 'Typed on a slow phone', 3);
    await tradesLand(page, token.address, 3);
    await expectKept(page, box, typed);
    await connectInjectedWallet(page, address);
    await box.focus();
    await tradesLand(page, token.address, 2);
    await expect(box).toHaveValue(typed.value);
  });
});

/** Trades land from Node, each until the page has asked for something after it (`reacted`). */
async function tradesLandAsking(page: Page, token: `0x${string}`, count: number, reacted: (url: string) => boolean) {
  for (let i = 0; i < count; i++) {
    const asked = page.waitForRequest((request) => reacted(request.url()), { timeout: 30_000 });
    await buyOnCurve(token, '0.001');
    await asked;
  }
}

test('the /swap amount and discovery’s search keep their text, focus and caret while trades land', async ({
  page,
  request,
}) => {
  const token = await launchOwnToken(request, 'Typing Elsewhere', 'TYPX');
  const usdc = addressBook(LOCAL_CHAIN_ID).stablecoins.usdc;

  await test.step('the /swap amount, in the URL and quoted again at every block', async () => {
    await page.goto(`/swap?out=${usdc}`);
    const amount = page.getByRole('region', { name: 'Swap' }).getByRole('textbox', { name: 'You sell' });
    const typed = await typeInto(amount, '0.0125', 2);
    await tradesLandAsking(page, token.address, 3, (url) => url.includes('/api/quote'));
    await expectKept(page, amount, typed);
  });

  await test.step('discovery’s search, in the URL, while the live strip follows the trades', async () => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search tokens' });
    const typed = await typeInto(search, 'Typing Else', 3);
    await tradesLandAsking(page, token.address, 3, (url) => url.startsWith(E2E_URLS.chain));
    await expectKept(page, search, typed);
  });
});
