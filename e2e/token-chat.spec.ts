import type { APIRequestContext, Page } from '@playwright/test';
import { hostileChatLines } from '../server/seed/names';
import { chooseDevelopmentAccount, expect, test } from './fixtures';
import { E2E_URLS } from './stack';

interface ApiChatMessage {
  id: string;
  sender_address: string;
  message: string;
}

/** Anvil's first account, lowercase: what the development wallet signs with. */
const DEV_ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
/** The chat service's per-sender budget: the next post is refused with 429. */
const POSTS_PER_MINUTE = 5;

async function apiChat(request: APIRequestContext, tokenAddress: string, limit = 50): Promise<ApiChatMessage[]> {
  const response = await request.get(`${E2E_URLS.launch}/api/chat?tokenAddress=${tokenAddress}&limit=${limit}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiChatMessage[];
}

async function tokenAddresses(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`${E2E_URLS.launch}/api/tokens?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tokens: { address: string }[] }).tokens.map((t) => t.address);
}

/**
 * A seeded token with hostile lines among its newest messages (the seed scatters them over a few
 * tokens at random): the first found, page by page, and those lines.
 */
async function tokenWithHostileChat(request: APIRequestContext) {
  const hostile = new Set(hostileChatLines());
  for (let page = 1; page <= 27; page++) {
    for (const address of await tokenAddresses(request, `sortBy=newest&page=${page}`)) {
      // Among the newest five: rendered on arrival, without scrolling the virtualized list.
      const lines = (await apiChat(request, address, 5)).map((m) => m.message).filter((m) => hostile.has(m));
      if (lines.length > 0) return { address, lines };
    }
  }
  throw new Error('No seeded token has hostile chat lines among its newest messages');
}

const chatOf = (page: Page) => page.getByRole('region', { name: 'Chat', exact: true });
const messageLog = (page: Page) => chatOf(page).getByRole('log', { name: 'Chat messages' });

/** Connects the Development wallet from the chat's own button, as a person would. */
async function connectFromChat(page: Page) {
  await chatOf(page).getByRole('button', { name: 'Connect wallet to chat' }).click();
  await chooseDevelopmentAccount(page);
  await expect(chatOf(page).getByRole('button', { name: 'Send' })).toBeVisible();
}

test.describe('token chat, posting', () => {
  // One sender (the development account) for every post, with 5 posts a minute: posting tests run
  // as one sequence, and cannot run twice within a minute against the same services (--repeat-each).
  test.describe.configure({ mode: 'serial' });
  test.use({
    // An array is an option's [value, options] pair: the list goes inside.
    // The browser logs every 4xx; the rate limit is what this test provokes.
    allowedConsoleErrors: [[/the server responded with a status of 429/], { scope: 'test' }],
  });

  test('posts a message that shows at once and stays after a reload, until the rate limit says wait', async ({
    page,
    request,
  }) => {
    // Six signed posts, a reload and the wallet layer loading twice: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const [, address] = await tokenAddresses(request, 'sortBy=oldest');
    const text = `gm from the e2e run ${Date.now().toString(36)}`;
    await page.goto(`/token/${address}`);
    // Once over 7 s in CI, with the other worker running axe: the token page loads its data, its chunks and the chat.
    await expect(messageLog(page).or(chatOf(page).getByText('No messages yet: be the first'))).toBeVisible({
      timeout: 20_000,
    });
    await connectFromChat(page);

    const box = chatOf(page).getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    // At once (sending, or already confirmed), on top of the list.
    await expect(messageLog(page).getByRole('listitem').first()).toContainText(text, { timeout: 2000 });
    await expect(box).toHaveValue('');
    await expect(messageLog(page).getByRole('listitem').first()).toContainText('(you)');
    await expect(messageLog(page).getByRole('listitem').first()).not.toContainText('sending…');
    const stored = (await apiChat(request, address!))[0];
    expect(stored).toMatchObject({ message: text, sender_address: DEV_ACCOUNT });

    await page.reload();
    await expect(messageLog(page).getByRole('listitem').first()).toContainText(text);

    // The budget is 5 a minute and one is spent: the fifth post from here is refused.
    await expect(chatOf(page).getByRole('button', { name: 'Send' })).toBeVisible();
    const alert = chatOf(page).getByRole('form', { name: 'Write a message' }).getByRole('alert');
    // The same words again are a new post: each is signed at its own second, so its signature is new.
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(messageLog(page).getByText(text, { exact: true })).toHaveCount(2);
    for (let i = 3; i <= POSTS_PER_MINUTE; i++) {
      await box.fill(`${text} #${i}`);
      await box.press('Enter');
      await expect(box).toHaveValue('');
      await expect(messageLog(page).getByRole('listitem').first()).toContainText(`${text} #${i}`);
    }
    const refused = `${text}, one too many`;
    await box.fill(refused);
    await box.press('Enter');
    await expect(alert).toHaveText(/^You can post again in \d+ s$/);
    await expect(chatOf(page).getByRole('button', { name: /^Wait \d+ s$/ })).toBeDisabled();
    // Refused, so rolled back, and the text is still there to send later.
    await expect(box).toHaveValue(refused);
    await expect(messageLog(page).getByText(refused)).toHaveCount(0);
  });
});

test.describe('token chat, reading', () => {
  test('shows hostile seeded messages as plain text, inside the DOM budget, on a 360 px screen', async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const { address, lines } = await tokenWithHostileChat(request);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/token/${address}`);

    const log = messageLog(page);
    for (const line of lines) {
      // The right-to-left override is dropped on screen, so that the text reads in its real order.
      await expect(log.getByText(line.replace(/[\u202a-\u202e\u2066-\u2069]/g, ''), { exact: true })).toBeVisible();
    }
    await expect(log.locator('img, script, iframe')).toHaveCount(0);
    // The only links are the senders' profiles: a message's text never becomes one.
    const hrefs = await log.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/profile\/0x[0-9a-fA-F]{40}$/);
    expect(dialogs).toEqual([]);

    // Virtualized: a handful of rows in the DOM, whatever the length of the chat.
    expect(await chatOf(page).locator('*').count()).toBeLessThan(200);
    const overflows = await chatOf(page).evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflows).toBe(false);
  });
});
