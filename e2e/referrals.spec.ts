import type { APIRequestContext, Page } from '@playwright/test';
import type { PrivateKeyAccount } from 'viem/accounts';
import { privateKeyToAccount } from 'viem/accounts';
import { referralAccessMessage } from '../interface/auth';
import { connectFromHeader, expect, test } from './fixtures';
import { E2E_URLS } from './stack';

/**
 * Wallets other than the browser's (the Development wallet signs as Anvil's account #0): Anvil's
 * well-known keys #1 and #2, public knowledge (src/features/wallet/lib/development-provider.ts).
 * A wallet cannot refer itself, so the code the browser joins through belongs to #1.
 */
const REFERRER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const LATER_REFERRAL = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
/** Anvil's first account, lowercase: what the Development wallet signs with. */
const DEV_ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

interface ApiStats {
  referral_code: string;
  stats: { total_referrals: number };
  top_referrals: { address: string }[];
}

/** `Authorization: Signature <address>:<unix seconds>:<sig>`, the service's other way in (valid 5 minutes). */
async function signatureAuth(account: PrivateKeyAccount): Promise<string> {
  const seconds = Math.floor(Date.now() / 1000);
  const signature = await account.signMessage({ message: referralAccessMessage(account.address, seconds) });
  return `Signature ${account.address}:${seconds}:${signature}`;
}

async function apiGet<T>(request: APIRequestContext, account: PrivateKeyAccount, path: string): Promise<T> {
  const response = await request.get(`${E2E_URLS.launch}${path}`, {
    headers: { Authorization: await signatureAuth(account) },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('the referral program', () => {
  // Account #0 joins through a referral once per database: one test, in order.
  test.describe.configure({ mode: 'serial' });

  test('a referral link registers the wallet that connects; signing in on /referrals shows its code and referrals', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { code: referrerCode } = await apiGet<{ code: string }>(request, REFERRER, '/api/referral/code');

    await test.step('open a referral link and connect: the wallet proves itself with one signature, joins, and the app says so', async () => {
      await page.goto(`/?ref=${referrerCode.toLowerCase()}`);
      // The code is remembered, and the address bar no longer carries it.
      await expect(page).toHaveURL('/');
      await connectFromHeader(page);
      await expect(notifications(page).getByText(`You joined through referral code ${referrerCode}`)).toBeVisible();
      const referrer = await apiGet<ApiStats>(request, REFERRER, '/api/referral/stats');
      expect(referrer.stats.total_referrals).toBe(1);
      // The referrer, signed in through the API, counts the browser's wallet.
      expect(referrer.top_referrals.map((r) => r.address)).toEqual([DEV_ACCOUNT]);
    });

    let ownCode = '';
    await test.step('sign in with Ethereum on /referrals: one signature, then the code and the link', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Referrals' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign in with Ethereum' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sign message' }).click();
      await expect(dialog).toBeHidden();

      const code = page.getByTestId('referral-code');
      await expect(code).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
      ownCode = (await code.textContent()) ?? '';
      expect(ownCode).not.toBe(referrerCode);
      await expect(page.getByTestId('referral-link')).toHaveText(`${new URL(page.url()).origin}/?ref=${ownCode}`);
      await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
      await expect(page.getByTestId('stat-total_referrals')).toHaveText('0');
    });

    await test.step('registering a wallet without its proof is refused', async () => {
      const response = await request.post(`${E2E_URLS.launch}/api/referral/register`, {
        data: { referral_code: ownCode, wallet_address: LATER_REFERRAL.address },
      });
      // (One refusal only: registration allows 5 requests a minute per IP, and this test makes three.)
      expect(response.status()).toBe(401);
    });

    await test.step('a new referral through that code is counted, and the sign-in outlives a reload', async () => {
      // Registration needs proof of the wallet being registered: its own signature.
      const response = await request.post(`${E2E_URLS.launch}/api/referral/register`, {
        data: { referral_code: ownCode, wallet_address: LATER_REFERRAL.address },
        headers: { Authorization: await signatureAuth(LATER_REFERRAL) },
      });
      expect(response.ok(), `register: ${response.status()}`).toBe(true);

      await page.reload();
      // The session is read back once the wallet layer has loaded and reconnected after the reload:
      // seconds on a busy machine.
      await expect(page.getByTestId('stat-total_referrals')).toHaveText('1', { timeout: 20_000 });
      await expect(page.getByTestId('referral-code')).toHaveText(ownCode);
      await expect(page.getByRole('button', { name: 'Sign in with Ethereum' })).toHaveCount(0);
      const activity = page.getByRole('region', { name: 'Recent activity' });
      await expect(activity.getByRole('row').filter({ hasText: 'Joined' })).toHaveCount(1);
    });
  });
});

test.describe('a referral link with an unknown code', () => {
  test.use({
    // The browser logs every 4xx response: the 404 is what this test provokes.
    allowedConsoleErrors: [[/the server responded with a status of 404/], { scope: 'test' }],
  });

  test('says so plainly and the app carries on', async ({ page }) => {
    await page.goto('/no-such-page?ref=NOSUCHCODE');
    await expect(page).toHaveURL('/no-such-page');
    await connectFromHeader(page);
    await expect(notifications(page).getByText('Referral code NOSUCHCODE does not exist')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Refused codes are forgotten: a reload asks nothing again.
    expect(await page.evaluate(() => window.localStorage.getItem('launchdeck.referral.pending-code'))).toBeNull();
  });
});

test.describe('connecting elsewhere', () => {
  test('never asks for a signature: only the sign-in button on /referrals does', async ({ page }) => {
    await page.goto('/');
    await connectFromHeader(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The referrals page offers to sign in, and waits for the person to choose it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Referrals' }).click();
    await expect(page.getByRole('button', { name: 'Sign in with Ethereum' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
