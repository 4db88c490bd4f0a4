import { DEVELOPMENT_ACCOUNTS, developmentWalletOption, expect, test } from './fixtures';

const SECTIONS = [
  { name: 'Leaderboard', path: '/leaderboard' },
  { name: 'Referrals', path: '/referrals' },
  { name: 'Discover', path: '/' },
] as const;

/** Anvil's first account (0xf39F…2266), as RainbowKit abbreviates it: what the development wallet signs with. */
const DEV_ACCOUNT_SHORT = /^0xf3…2266$/i;

test.describe('navigation', () => {
  test('the header navigation moves between sections without reloading the page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');

    // A marker on window survives client-side navigation only: a full reload would erase it.
    await page.evaluate(() => Object.assign(window, { navigationMarker: 'kept' }));
    for (const { name, path } of SECTIONS) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as { navigationMarker?: string }).navigationMarker)).toBe('kept');
  });
});

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Discover' }).click();
  await expect(page).toHaveURL('/');
});

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Until the app has replaced the prerendered shell, the shell's copy of the link is there but inert
  // (a picture of the page): a Tab then focuses nothing. Wait for the app's own link.
  await expect(page.locator('#root > div[inert]')).toHaveCount(0);
  await expect(skip).toBeAttached();
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL('/');
});

test.describe('wallet', () => {
  test('the wallet button loads RainbowKit, lists the Development wallet and connects with it', async ({ page }) => {
    // The wallet's chunk loads twice (before and after the reload): slow on a busy machine.
    test.slow();
    await page.goto('/');
    const walletButton = page.getByTestId('wallet-button');
    await expect(walletButton).toHaveText('Connect wallet');
    await walletButton.click();

    const dialog = page.getByRole('dialog');
    // The click fetches the wallet's chunk (wagmi, viem, RainbowKit) first: slow on a busy machine.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const devWallet = developmentWalletOption(dialog);
    await expect(devWallet).toBeVisible();
    await devWallet.click();

    await expect(dialog).toBeHidden();
    const address = page.getByTestId('wallet-address');
    await expect(address).toHaveText(DEV_ACCOUNT_SHORT);
    await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-state', 'connected');

    // Connected stays connected across a reload, like an extension that granted access.
    await page.reload();
    await expect(page.getByTestId('wallet-address')).toHaveText(DEV_ACCOUNT_SHORT);
  });

  test("offers Anvil's ten accounts on a 360 px screen; the one chosen stays chosen across a reload", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByTestId('wallet-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Development wallet · local chain')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Account \d · 0x/ })).toHaveCount(10);
    for (const { index, address } of DEVELOPMENT_ACCOUNTS) {
      // The start and end of the address (a word joiner keeps them on one line).
      await expect(developmentWalletOption(dialog, index)).toContainText(
        new RegExp(`${address.slice(0, 6)}…\u2060?${address.slice(-4)}`),
      );
    }
    // The dialog fits the screen: the list scrolls inside it, the page never sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const account = DEVELOPMENT_ACCOUNTS[3]!;
    await developmentWalletOption(dialog, account.index).click();
    await expect(dialog).toBeHidden();
    const button = page.getByTestId('wallet-button');
    await expect(button).toHaveAttribute('title', account.address);
    await page.reload();
    await expect(button).toHaveAttribute('title', account.address);
    await expect(page.getByTestId('wallet-address')).toHaveText(/^0x90…b906$/i);
  });
});

test.describe('on a 360 px screen', () => {
  test('the header fits a 360 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/no-such-page');
    await expect(page.getByTestId('wallet-button')).toBeInViewport();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }),
    ).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The links scroll sideways beneath: each one, reached by keyboard, comes fully on screen.
    for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
      await link.focus();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
});
